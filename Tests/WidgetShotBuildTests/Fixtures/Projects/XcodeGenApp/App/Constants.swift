//
//  Constants.swift
//  TravelApp
//

import Foundation

enum AppConstants {
    static let appGroup = "group.com.example.travel"
    static let reviewPromptTripCount = 3
}
