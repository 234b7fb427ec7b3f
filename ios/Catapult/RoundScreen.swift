import CatapultCore
import CatapultLogic
import SwiftUI

/// A catapult round: the table seen from above from the acting seat (`TableCanvas`), and the
/// chooser's, hurler's or catcher's controls, or a flight to watch.
@MainActor
struct RoundScreen: View {
    let controller: GameController
    /// The offer of practice before a seat's first hurl, and who is practising.
    @State private var practice = FirstHurlPractice()
    /// The turn the table was last shown at (kept by the game screen): the next table drawn (a
    /// flight, the next seat's aim, the round's summary) turns from there.
    @Binding var shown: Double?

    var body: some View {
        GeometryReader { geometry in
            // The table this stage shows (the module decides: `ScreenStage.table`).
            let table = controller.stage.table(controller.view)
            VStack(spacing: 12) {
                Text(heading).font(.headline).multilineTextAlignment(.center)
                switch controller.stage {
                case .flight(let flight, _, _):
                    FlightView(flight: flight, catching: false, scene: controller.view, round: table, shown: $shown,
                        onCatch: { _ in }, onDone: { controller.flightSeen() })
                        .id(flight)
                case .core(.`catch`(_, _, _, let flight)):
                    FlightView(flight: flight, catching: true, scene: controller.view, round: table, shown: $shown,
                        onCatch: { controller.catchAt($0) }, onDone: {})
                        .id(flight)
                case .core(.chooseToken):
                    TableCanvas(scene: controller.view, round: table, shown: $shown)
                    TokenChoice(controller: controller)
                case .core(.hurl(let seat, _, _, _, let sensitivity, _)):
                    TableCanvas(scene: controller.view, round: table, shown: $shown)
                    if practice.offers(controller.stage) {
                        PracticeOffer(name: controller.player(seat)?.name ?? "", setting: RoundWords.sensitivityName(sensitivity)) { practise in
                            practice.answer(seat, practise: practise)
                        }
                    } else {
                        AimPanel(controller: controller, screenHeight: geometry.size.height, sensitivity: sensitivity)
                            .id(sensitivity)
                    }
                case .core(.seduce(_, let targets, let ownOnBoard, let canUseSupply)):
                    TableCanvas(scene: controller.view, round: table, shown: $shown)
                    SeducePanel(controller: controller, targets: targets, ownOnBoard: ownOnBoard,
                        canUseSupply: canUseSupply)
                default:
                    TableCanvas(scene: controller.view, round: table, shown: $shown)
                }
            }
            .padding()
        }
        .sheet(isPresented: Binding(get: { practice.practising != nil }, set: { if !$0 { practice.practising = nil } })) {
            if let seat = practice.practising, let sensitivity = practice.sensitivity(controller.stage) {
                NavigationStack {
                    PracticeView(title: RoundWords.practising(seat, controller.view), sensitivity: sensitivity,
                        onSensitivity: { controller.setFlickSensitivity(seat, $0) },
                        done: { practice.practising = nil })
                }
            }
        }
    }

    /// Who hurled what (the core's message), or whose turn it is and what for.
    private var heading: String { RoundWords.heading(controller.stage, controller.view) }
}

/// What a round did, and who gained what: the core's summary, until it is closed.
@MainActor
struct RoundSummaryView: View {
    let controller: GameController
    let points: [UInt32]
    let sentHome: [UInt32]
    let messages: [EventMessage]

    var body: some View {
        List {
            Section("The round is over") {
                ForEach(Array(RoundWords.summaryLines(points: points, sentHome: sentHome, controller.view).enumerated()), id: \.offset) { _, line in
                    Text(line)
                }
            }
            MessageList(title: "What happened", messages: messages)
            Button("Continue") { controller.closeSummary() }.font(.headline)
        }
    }
}

/// The chooser picks the round's token; the names and rules come from the core.
@MainActor
struct TokenChoice: View {
    let controller: GameController

    var body: some View {
        ForEach(tokenHelp(), id: \.token) { help in
            Button { controller.chooseToken(help.token) } label: {
                VStack(alignment: .leading) {
                    Text(help.name.capitalized).font(.headline)
                    Text(help.rule).font(.subheadline)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .buttonStyle(.bordered)
        }
    }
}

/// Aim and hurl: hold the button and flick the phone toward the board, or swipe the pad. The
/// flick is read with the hurler's sensitivity (the hurl stage's, from the core).
@MainActor
struct AimPanel: View {
    let controller: GameController
    let screenHeight: CGFloat
    @State private var flick: FlickAdapter

    init(controller: GameController, screenHeight: CGFloat, sensitivity: FlickSensitivity) {
        self.controller = controller
        self.screenHeight = screenHeight
        _flick = State(initialValue: FlickAdapter(source: CoreMotionSource.shared, sensitivity: sensitivity))
    }

    var body: some View {
        // With a knock-out or seduction token: the other players' followers in reach, nearest first.
        let aims = RoundWords.aims(controller.view)
        VStack(spacing: 12) {
            if !aims.isEmpty {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Where the others' followers are:").font(.caption).bold()
                    ForEach(aims) { aim in
                        Text(aim.words).font(.caption2)
                    }
                }
            }
            if flick.motionAvailable {
                HoldToFlickButton(model: flick)
                if let message = flick.message {
                    Text(message).font(.callout).foregroundColor(.red)
                }
            }
            SwipePad(screenHeight: screenHeight) { controller.hurl($0) }
        }
        .onAppear { flick.onLaunch = { launch in controller.hurl(launch) } }
    }
}

/// Before a seat's first hurl (the core's `offerPractice`): practise first, or hurl now.
@MainActor
struct PracticeOffer: View {
    let name: String
    let setting: String
    let answer: (_ practise: Bool) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(RoundWords.practiceOffer(name))
            Text("Flick setting: \(setting)").font(.subheadline)
            HStack {
                Button("Practise first") { answer(true) }.buttonStyle(.borderedProminent)
                Button("Hurl now") { answer(false) }.buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The hurler's seduction: which of the targets the core lists to send home, and which of
/// their own followers takes its place (from the supply or from the board), or leave it.
@MainActor
struct SeducePanel: View {
    let controller: GameController
    let targets: [UInt32]
    let ownOnBoard: [UInt32]
    let canUseSupply: Bool

    var body: some View {
        let choice = SeductionChoice(targets: targets, ownOnBoard: ownOnBoard, canUseSupply: canUseSupply, view: controller.view)
        List {
            ForEach(choice.targets, id: \.follower.id) { target in
                Section(target.title) {
                    ForEach(target.ways) { way in
                        Button(way.words) { controller.seduce(target.follower.id, fromBoard: way.fromBoard) }
                    }
                }
            }
            Button("Leave it") { controller.declineSeduction() }
        }
    }
}
