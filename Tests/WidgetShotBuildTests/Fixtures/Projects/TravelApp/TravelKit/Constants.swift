//
//  Constants.swift
//  TravelKit
//

import Foundation

public enum KitConstants {
    public static let tripsKey = "upcomingTrips"
    public static let maximumTrips = 3
}
