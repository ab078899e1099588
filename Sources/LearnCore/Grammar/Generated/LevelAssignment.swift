/// Gives the levelled slots of each topic their levels: a minimum-cost flow from topics (as many
/// units as their quotas) through levels (no more than the topic has questions at) to the
/// level targets. Going over a level's target costs 1 a slot, and is allowed only when not
/// `strict`, so the distribution leaves the targets only as far as the topics force it to.
enum LevelAssignment {
    /// Per topic, how many of its slots get each level (in the order of `targets`); a topic's
    /// counts add up to less than its quota when the levels cannot fill it.
    static func solve(quotas: [Int], capacities: [[Int]], targets: [Int], strict: Bool) -> [[Int]] {
        let topics = quotas.count
        let levels = targets.count
        var graph = FlowGraph(nodes: topics + levels + 2)
        let source = 0
        let sink = topics + levels + 1
        var topicEdges: [[Int]] = []
        for topic in 0..<topics {
            graph.add(from: source, to: 1 + topic, capacity: quotas[topic], cost: 0)
            topicEdges.append((0..<levels).map { level in
                graph.add(from: 1 + topic, to: 1 + topics + level, capacity: capacities[topic][level], cost: 0)
            })
        }
        let total = quotas.reduce(0, +)
        for level in 0..<levels {
            graph.add(from: 1 + topics + level, to: sink, capacity: targets[level], cost: 0)
            if !strict { graph.add(from: 1 + topics + level, to: sink, capacity: total, cost: 1) }
        }
        graph.minimumCostFlow(from: source, to: sink)
        return topicEdges.map { edges in edges.map { graph.flow(on: $0) } }
    }
}

/// A small flow network with successive shortest paths (Bellman–Ford), for a few dozen nodes.
private struct FlowGraph {
    private struct Edge {
        let to: Int
        var capacity: Int
        let cost: Int
        let reverse: Int
        let original: Int
    }

    private var edges: [[Edge]]
    private var index: [(node: Int, position: Int)] = []

    init(nodes: Int) {
        edges = Array(repeating: [], count: nodes)
    }

    /// Adds an edge; returns its handle for ``flow(on:)``.
    @discardableResult
    mutating func add(from: Int, to: Int, capacity: Int, cost: Int) -> Int {
        edges[from].append(Edge(to: to, capacity: capacity, cost: cost, reverse: edges[to].count, original: capacity))
        edges[to].append(Edge(to: from, capacity: 0, cost: -cost, reverse: edges[from].count - 1, original: 0))
        index.append((from, edges[from].count - 1))
        return index.count - 1
    }

    func flow(on handle: Int) -> Int {
        let edge = edges[index[handle].node][index[handle].position]
        return edge.original - edge.capacity
    }

    mutating func minimumCostFlow(from source: Int, to sink: Int) {
        let count = edges.count
        while true {
            var distance = Array(repeating: Int.max, count: count)
            var previous: [(node: Int, edge: Int)?] = Array(repeating: nil, count: count)
            distance[source] = 0
            var changed = true
            while changed {
                changed = false
                for node in 0..<count where distance[node] != .max {
                    for (position, edge) in edges[node].enumerated() where edge.capacity > 0 {
                        let candidate = distance[node] + edge.cost
                        if candidate < distance[edge.to] {
                            distance[edge.to] = candidate
                            previous[edge.to] = (node, position)
                            changed = true
                        }
                    }
                }
            }
            guard distance[sink] != .max else { return }
            var push = Int.max
            var node = sink
            while let step = previous[node] {
                push = min(push, edges[step.node][step.edge].capacity)
                node = step.node
            }
            node = sink
            while let step = previous[node] {
                edges[step.node][step.edge].capacity -= push
                let reverse = edges[step.node][step.edge].reverse
                edges[node][reverse].capacity += push
                node = step.node
            }
        }
    }
}
