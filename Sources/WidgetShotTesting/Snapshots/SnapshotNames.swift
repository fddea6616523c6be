import Foundation

/// The relative path of a golden: `<suite>/<test>.<variant>.png`, sanitised as the verifier does.
public enum SnapshotNames {
    public static func golden(suite: String, test: String, variant: String) -> String {
        let name = [SnapshotName.sanitize(test), variant.isEmpty ? nil : SnapshotName.sanitize(variant)].compactMap { $0 }.joined(separator: ".")
        return SnapshotName.sanitize(suite) + "/" + name + ".png"
    }
}
