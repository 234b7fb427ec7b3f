import CatapultCore
import SwiftUI

/// The stored games, a page at a time, filtered by status and player; a tap replays one.
@MainActor
final class HistoryModel: ObservableObject {
    @Published private(set) var games: [GameSummaryRecord] = []
    @Published private(set) var more = false
    @Published var status: HistoryStatus?
    @Published var player = ""
    @Published var message: String?
    private var page: UInt32 = 0
    private static let pageSize: UInt32 = 25

    func load(_ store: GameStore?, next: Bool = false) async {
        guard let store else { return }
        page = next ? page + 1 : 0
        do {
            let filter = HistoryFilter(status: status, player: player.isEmpty ? nil : player)
            let rows = try await store.listGames(filter: filter, page: page, pageSize: Self.pageSize)
            if Task.isCancelled { return }
            games = next ? games + rows : rows
            more = rows.count == Int(Self.pageSize)
        } catch {
            message = sentence(error)
        }
    }

    /// Runs a change to the history, then lists it again.
    func change(_ store: GameStore?, _ work: (GameStore) async throws -> Void) async {
        guard let store else { return }
        do {
            try await work(store)
        } catch {
            message = sentence(error)
        }
        await load(store)
    }
}

@MainActor
struct HistoryScreen: View {
    @EnvironmentObject var app: AppModel
    @StateObject var model = HistoryModel()

    var body: some View {
        List {
            Section {
                Picker("Show", selection: $model.status) {
                    Text("All games").tag(HistoryStatus?.none)
                    Text("In progress").tag(HistoryStatus?.some(.inProgress))
                    Text("Finished").tag(HistoryStatus?.some(.finished))
                    Text("Abandoned").tag(HistoryStatus?.some(.abandoned))
                }
                TextField("Player", text: $model.player)
                    .onSubmit { Task { await model.load(app.store) } }
                if let message = model.message {
                    Text(message).font(.callout)
                }
            }
            ForEach(model.games, id: \.id) { game in
                NavigationLink { ReplayScreen(gameId: game.id) } label: { row(game) }
                    .accessibilityHint("Replays the game step by step")
                    .swipeActions {
                        Button("Delete", role: .destructive) { Task { await model.change(app.store) { try await $0.deleteGame(id: game.id) } } }
                        if game.status == .inProgress {
                            Button("Abandon") { Task { await model.change(app.store) { try await $0.abandonGame(id: game.id) } } }
                        }
                    }
                    .contextMenu {
                        if game.status != .finished {
                            Button("Resume") { Task { await app.resume(game.id) } }
                        }
                    }
            }
            if model.more {
                Button("More") { Task { await model.load(app.store, next: true) } }
            }
        }
        .navigationTitle("History")
        .task(id: model.status) { await model.load(app.store) }
    }

    private func row(_ game: GameSummaryRecord) -> some View {
        let date = Date(timeIntervalSince1970: Double(game.updatedMs) / 1000)
        let names = game.seats.enumerated().map { index, seat in
            let score = game.scores.map { index < $0.count ? " \($0[index])" : "" } ?? ""
            return seat.name + score + (game.winners.contains(UInt32(index)) ? " ★" : "")
        }
        return VStack(alignment: .leading) {
            Text(names.joined(separator: ", ")).font(.body)
            Text("\(date.formatted(date: .abbreviated, time: .shortened)) · \(statusName(game.status)) · \(game.actions) moves")
                .font(.caption)
        }
        .accessibilityElement(children: .combine)
    }

    private func statusName(_ status: HistoryStatus) -> String {
        switch status {
        case .inProgress: return "in progress"
        case .finished: return "finished"
        case .abandoned: return "abandoned"
        }
    }
}
