import Foundation
import Testing

/// A task executor with a thread of its own, for tests whose async work must not wait behind the
/// tests that block the shared cooperative pool (on a 2-core machine, two blocking tests stall
/// every other test's continuations, and with them an HTTP client's timeouts).
public final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
    public static let shared = DedicatedExecutor()

    private let queue = DispatchQueue(label: "tests.dedicated-executor")

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// Runs each test of a suite (or one test) with ``DedicatedExecutor`` as its preferred executor.
public struct OnDedicatedExecutor: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(DedicatedExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OnDedicatedExecutor {
    /// Each test runs its async work on a thread of its own (``DedicatedExecutor``).
    public static var onDedicatedExecutor: Self { OnDedicatedExecutor() }
}
