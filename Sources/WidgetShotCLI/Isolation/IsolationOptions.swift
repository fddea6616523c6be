import ArgumentParser
import Foundation

/// `--variant-timeout` and `--memory-limit`: the limits each variant's worker process runs under
/// (see ``VariantRunner``).
struct IsolationOptions: ParsableArguments {
    /// The default time limit of one variant, in seconds: three times the provider time limit
    /// (`WidgetRenderer.providerTimeout`, 10 s), so a provider's own time-out is reported first.
    static let defaultTimeout: Double = 30
    /// The longest time limit accepted: an hour (a variant that takes longer is stuck).
    static let maximumTimeout: Double = 3600
    /// The default address-space limit of a worker, in MiB. A worker's address space is mostly
    /// reservations, not memory in use (glibc reserves 64 MiB per malloc arena, Dispatch 8 MiB per
    /// thread stack): the demo gallery's workers peak at about 730 MiB (`VmPeak`, debug build).
    /// 4 GiB stops an allocation gone wrong (`[UInt8](repeating: 0, count: 1 << 40)`) long before
    /// the machine swaps.
    static let defaultMemoryLimit = 4096
    /// The smallest limit accepted. Near a worker's needs, failed allocations inside the runtime
    /// or Dispatch (a thread that cannot get its stack) show up as hangs, not crashes: at 700 MiB
    /// two of the demo gallery's iPad variants timed out.
    static let minimumMemoryLimit = 1024

    @Option(help: ArgumentHelp("Seconds one variant may take before its worker is stopped and the variant fails (1–3600, default 30; per image of a variant that draws many: a Live Activity, --all-entries, timeline frames).",
                               valueName: "seconds"))
    var variantTimeout: Double = IsolationOptions.defaultTimeout
    @Option(help: ArgumentHelp("Address-space limit of each worker process in MiB (≥ 1024, default 4096; 0: no limit).", valueName: "MiB"))
    var memoryLimit: Int = IsolationOptions.defaultMemoryLimit

    func validate() throws {
        guard variantTimeout.isFinite, variantTimeout >= 1, variantTimeout <= Self.maximumTimeout else {
            throw ValidationError("--variant-timeout \(variantTimeout) must be between 1 and \(Int(Self.maximumTimeout)) seconds")
        }
        guard memoryLimit == 0 || memoryLimit >= Self.minimumMemoryLimit else {
            throw ValidationError("--memory-limit \(memoryLimit) must be 0 (no limit) or at least \(Self.minimumMemoryLimit) MiB")
        }
    }

    /// The limits as the runner takes them.
    var limits: VariantLimits { VariantLimits(timeout: variantTimeout, memoryMiB: memoryLimit) }
}

/// The limits a variant runs under.
struct VariantLimits: Equatable {
    /// Seconds one variant may take.
    var timeout: Double = IsolationOptions.defaultTimeout
    /// A worker's address-space limit in MiB (0: none).
    var memoryMiB: Int = IsolationOptions.defaultMemoryLimit
}
