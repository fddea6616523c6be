import FuzzSupport

/// Without libFuzzer: the bounded mutation driver (see FuzzDriver). Built with libFuzzer
/// (-sanitize=fuzzer -DLIBFUZZER, linked with --allow-multiple-definition: SwiftPM aliases main to
/// FuzzIntentDefinition_main and libFuzzer brings its own main), the entry point runs libFuzzer's driver.
#if !LIBFUZZER
@main enum Driver {
    static func main() { FuzzDriver.main(name: "FuzzIntentDefinition", body: fuzzOne) }
}
#else
@_cdecl("FuzzIntentDefinition_main")
func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc, values = argv
    return LLVMFuzzerRunDriver(&count, &values) { data, size in fuzzTestOneInput(data!, size) }
}
#endif
