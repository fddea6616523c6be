/// The time limit of a test that guards against a hang (reading `/dev/zero` or a pipe forever),
/// not against slowness.
///
/// A started test can wait minutes for a thread: Swift Testing runs tests on the cooperative pool,
/// which has one thread per core, and on a 2-core machine two long synchronous tests (extension
/// builds) can hold both. A full run saw three one-minute limits fail together after 279 s, each
/// test passing alone in 0.02–7 s. So the limit is generous; speed belongs in benchmarks.
enum HangGuard {
    static let minutes = 20
}
