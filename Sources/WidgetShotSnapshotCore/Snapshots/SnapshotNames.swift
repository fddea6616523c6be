import Foundation

/// The relative path of a golden: `<suite>/<test>.<variant>.png`, sanitised as the verifier does
/// (long names get a readable prefix and a stable hash; see `SnapshotName`).
public enum SnapshotNames {
    public static func golden(suite: String, test: String, variant: String) -> String {
        folder(suite: suite) + "/" + file(test: test, variant: variant) + ".png"
    }

    /// The folder (one component) of a suite's goldens.
    static func folder(suite: String) -> String { SnapshotName.component([suite]) }

    /// The file name (without extension) of one golden in its suite's folder.
    static func file(test: String, variant: String) -> String {
        SnapshotName.component(variant.isEmpty ? [test] : [test, variant])
    }
}
