import Testing
@testable import LearnCore

struct LevelAssignmentTests {
    /// How far `assignment` is from the best one: (questions placed, questions over their level's target).
    static func score(_ assignment: [[Int]], targets: [Int]) -> (placed: Int, over: Int) {
        let perLevel = targets.indices.map { level in assignment.reduce(0) { $0 + $1[level] } }
        return (perLevel.reduce(0, +), zip(perLevel, targets).reduce(0) { $0 + max(0, $1.0 - $1.1) })
    }

    /// Every way to give each topic at most its quota, within its capacities (and, when strict,
    /// within the targets): the best score, by trying them all.
    static func bestByBruteForce(quotas: [Int], capacities: [[Int]], targets: [Int], strict: Bool) -> (placed: Int, over: Int) {
        func splits(of quota: Int, capacities: [Int]) -> [[Int]] {
            guard let first = capacities.first else { return [[]] }
            return (0...min(quota, first)).flatMap { count in
                splits(of: quota - count, capacities: Array(capacities.dropFirst())).map { [count] + $0 }
            }
        }
        var best = (placed: -1, over: Int.max)
        func search(_ topic: Int, _ chosen: [[Int]]) {
            guard topic < quotas.count else {
                let candidate = score(chosen, targets: targets)
                if strict && candidate.over > 0 { return }
                if candidate.placed > best.placed || (candidate.placed == best.placed && candidate.over < best.over) {
                    best = candidate
                }
                return
            }
            for split in splits(of: quotas[topic], capacities: capacities[topic]) { search(topic + 1, chosen + [split]) }
        }
        search(0, [])
        return best
    }

    @Test func theFlowIsAsGoodAsTryingEveryAssignment() {
        var random = SeededGenerator(seed: 2024)
        for instance in 0..<300 {
            let topics = Int.random(in: 1...3, using: &random)
            let levels = Int.random(in: 1...3, using: &random)
            let quotas = (0..<topics).map { _ in Int.random(in: 0...3, using: &random) }
            let capacities = (0..<topics).map { _ in (0..<levels).map { _ in Int.random(in: 0...3, using: &random) } }
            let total = quotas.reduce(0, +)
            var targets = Array(repeating: 0, count: levels)
            for _ in 0..<total { targets[Int.random(in: 0..<levels, using: &random)] += 1 }
            let strict = instance % 3 == 0

            let solved = LevelAssignment.solve(quotas: quotas, capacities: capacities, targets: targets, strict: strict)
            let place = "instance \(instance): quotas \(quotas), capacities \(capacities), targets \(targets), strict \(strict)"
            #expect(solved.count == topics, "\(place)")
            for topic in 0..<topics {
                #expect(solved[topic].reduce(0, +) <= quotas[topic], "\(place): over the quota")
                #expect(zip(solved[topic], capacities[topic]).allSatisfy { $0 <= $1 }, "\(place): over a capacity")
            }
            let got = Self.score(solved, targets: targets)
            if strict { #expect(got.over == 0, "\(place): over a target") }
            let best = Self.bestByBruteForce(quotas: quotas, capacities: capacities, targets: targets, strict: strict)
            #expect(got.placed == best.placed && got.over == best.over, "\(place): got \(got), best \(best)")
        }
    }

    @Test func aTopicWithoutTheCentreLevelPushesTheOthersToMakeUpForIt() {
        // Targets for 4 levelled slots weighted 1:2:1 are 1, 2, 1; the first topic only has A2
        // questions, so the second gives its A1 and B1 ones.
        let solved = LevelAssignment.solve(quotas: [2, 2], capacities: [[0, 5, 0], [5, 5, 5]], targets: [1, 2, 1], strict: false)
        #expect(solved == [[0, 2, 0], [1, 0, 1]])
    }

    @Test func whenTheTopicsCannotMeetTheTargetsTheyAreLeftOnlyAsFarAsForced() {
        // Nothing at B1: the B1 slot goes to the level that has room, and no topic is left short.
        let solved = LevelAssignment.solve(quotas: [3, 1], capacities: [[3, 3, 0], [1, 1, 0]], targets: [1, 2, 1], strict: false)
        #expect(solved.map { $0.reduce(0, +) } == [3, 1])
        #expect(solved.map { $0[2] } == [0, 0])
        #expect(Self.score(solved, targets: [1, 2, 1]).over == 1)
    }

    @Test func aStrictAssignmentLeavesATopicShortRatherThanLeaveItsLevel() {
        let solved = LevelAssignment.solve(quotas: [4, 2], capacities: [[3], [5]], targets: [6], strict: true)
        #expect(solved == [[3], [2]])
        #expect(LevelAssignment.solve(quotas: [], capacities: [], targets: [0, 0], strict: false) == [])
    }
}
