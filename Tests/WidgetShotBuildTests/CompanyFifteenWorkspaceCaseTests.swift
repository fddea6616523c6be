import Foundation
import Testing
@testable import WidgetShotBuild

/// ``XcodeWorkspace``: a workspace location that differs from the disk only in case is the folder a
/// Mac opens (helium/wallet-app's workspace lists `heliumwallet.xcodeproj` and `HeliumWallet.xcodeproj`).
struct CompanyFifteenWorkspaceCaseTests {
    /// A folder with `Wallet.xcodeproj` and a `Tools/` package, and a workspace listing `listed`.
    private func workspace(listing listed: [String]) throws -> URL {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("ws-case-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Wallet.xcodeproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Tools"), withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(to: root.appendingPathComponent("Tools/Package.swift"), atomically: true, encoding: .utf8)
        let workspace = root.appendingPathComponent("Wallet.xcworkspace")
        try fm.createDirectory(at: workspace, withIntermediateDirectories: true)
        let refs = listed.map { "   <FileRef location = \"group:\($0)\"></FileRef>" }.joined(separator: "\n")
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n\(refs)\n</Workspace>\n"
            .write(to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        return workspace
    }

    @Test func aDuplicateInAnotherCaseIsOneProject() throws {
        let workspace = try workspace(listing: ["Wallet.xcodeproj", "Pods/Pods.xcodeproj", "wallet.xcodeproj"])
        let projects = try XcodeWorkspace.projects(in: workspace)
        #expect(projects.map(\.lastPathComponent) == ["Wallet.xcodeproj"])
    }

    @Test func aProjectOrPackageListedInAnotherCaseIsFound() throws {
        let workspace = try workspace(listing: ["WALLET.xcodeproj", "tools"])
        #expect(try XcodeWorkspace.projects(in: workspace).map(\.lastPathComponent) == ["Wallet.xcodeproj"])
        #expect(try XcodeWorkspace.packageFolders(in: workspace).map(\.lastPathComponent) == ["Tools"])
    }

    @Test func aMissingProjectStaysAsListed() throws {
        let workspace = try workspace(listing: ["Wallet.xcodeproj", "Gone.xcodeproj"])
        #expect(try XcodeWorkspace.projects(in: workspace).map(\.lastPathComponent) == ["Wallet.xcodeproj", "Gone.xcodeproj"])
    }
}
