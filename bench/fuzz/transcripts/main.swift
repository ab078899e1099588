import CFuzzDriver
#if canImport(Glibc)
import Glibc
#endif

// Hands control to libFuzzer's driver (its options, corpus folders and crash files) with this
// target's input callback.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
