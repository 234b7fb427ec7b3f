/// A count with its noun, singular for one: "1 game", "3 games", "1 follower".
func plural(_ count: UInt32, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
