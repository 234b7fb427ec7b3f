import CatapultCore
import CatapultLogic
import SwiftUI
import UniformTypeIdentifiers

/// The stored games (`HistoryModel`, CatapultLogic), filtered by status and player; a tap
/// replays one, a game is shared as a file and a shared file is imported.
@MainActor
struct HistoryScreen: View {
    @Environment(AppModel.self) private var app
    @State private var model = HistoryModel()
    /// The file picker for a shared game is open.
    @State private var importing = false
    /// A game's file (`catapult-game-ID.json` in the temporary folder), ready to share.
    @State private var exported: (id: Int64, file: URL)?

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
                Button("Import a shared game") { importing = true }
                if let message = model.message {
                    Text(message).font(.callout)
                }
            }
            ForEach(model.games, id: \.id) { game in
                NavigationLink { ReplayScreen(gameId: game.id) } label: { row(game) }
                    .accessibilityHint("Replays the game step by step")
                    .swipeActions {
                        Button("Delete", role: .destructive) { Task { await model.delete(app.store, game.id) } }
                        if HistoryModel.canAbandon(game) {
                            Button("Abandon") { Task { await model.abandon(app.store, game.id) } }
                        }
                    }
                    .contextMenu {
                        if HistoryModel.canResume(game) {
                            Button("Resume") { Task { await app.resume(game.id) } }
                        }
                        Button("Share the game file") {
                            Task { if let file = await model.exportFile(app.store, game.id) { exported = (game.id, file) } }
                        }
                    }
                if exported?.id == game.id, let file = exported?.file {
                    ShareLink(item: file, subject: Text("A game of Catapult")) { Label("Share this game's file", systemImage: "square.and.arrow.up") }
                }
            }
            if model.more {
                Button("More") { Task { await model.load(app.store, next: true) } }
            }
        }
        .navigationTitle("History")
        .task(id: model.status) { await model.load(app.store) }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText]) { result in
            Task { await importFile(result) }
        }
    }

    /// Reads the picked file (inside its security scope) and hands it to the core, which checks
    /// every move before it stores anything; a refusal is shown in its words.
    private func importFile(_ result: Result<URL, Error>) async {
        do {
            let url = try result.get()
            let scoped = url.startAccessingSecurityScopedResource()
            defer { if scoped { url.stopAccessingSecurityScopedResource() } }
            _ = await model.importGame(app.store, try String(contentsOf: url, encoding: .utf8))
        } catch {
            model.message = sentence(error)
        }
    }

    private func row(_ game: GameSummaryRecord) -> some View {
        VStack(alignment: .leading) {
            Text(HistoryModel.players(game)).font(.body)
            Text("\(HistoryModel.date(game).formatted(date: .abbreviated, time: .shortened)) · \(HistoryModel.caption(game))")
                .font(.caption)
        }
        .accessibilityElement(children: .combine)
    }
}
