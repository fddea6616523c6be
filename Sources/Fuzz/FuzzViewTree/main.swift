import FuzzSupport

// Without libFuzzer: the bounded mutation driver (see FuzzDriver). With libFuzzer
// (-sanitize=fuzzer -parse-as-library -DLIBFUZZER), libFuzzer's main calls LLVMFuzzerTestOneInput.
#if !LIBFUZZER
FuzzDriver.main(name: "FuzzViewTree", body: fuzzOne)
#endif
