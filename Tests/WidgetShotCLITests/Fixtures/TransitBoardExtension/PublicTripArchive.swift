//
//  PublicTripArchive.swift
//  TransitBoardExtension
//
//  A public SwiftData model actor, as a shared data package declares its data sources
//  (sweep-11, RitualistCore): the macro's members must be public for the public protocol.
//

import Foundation
import SwiftData

@ModelActor
public actor PublicTripArchive {
    public func departureCount() throws -> Int {
        try modelContext.fetchCount(FetchDescriptor<Departure>())
    }
}
