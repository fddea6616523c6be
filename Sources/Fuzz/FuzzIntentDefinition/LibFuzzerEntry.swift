#if LIBFUZZER
/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's driver, for a program with its own main.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif
