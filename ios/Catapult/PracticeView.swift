import CatapultCore
import CatapultLogic
import SwiftUI

/// Practice flicks, from the home screen or before a seat's first hurl: a thin view over
/// `PracticeModel`, laid out as Android's practice screen — the flick's button (the same as a
/// round's, on the same Core Motion adapter), the core's report with the arc from the side, the
/// sensitivity chooser, and the last attempt saved as a trace file through the share sheet.
@MainActor
struct PracticeView: View {
    let title: String
    var done: (() -> Void)?
    @State private var model: PracticeModel

    init(title: String, sensitivity: FlickSensitivity,
         onSensitivity: @escaping (FlickSensitivity) -> Void = { _ in }, done: (() -> Void)? = nil) {
        self.title = title
        self.done = done
        _model = State(initialValue: PracticeModel(sensitivity: sensitivity, source: CoreMotionSource.shared,
            deviceModel: deviceModelIdentifier(), onSensitivity: onSensitivity))
    }

    var body: some View {
        List {
            Section {
                Text("Flick as you would in the game and see where the token would land. Nothing here counts.")
                    .font(.callout)
                if model.motionAvailable {
                    HoldToFlickButton(model: model)
                } else {
                    Text("This phone has no motion sensors: in the game, swipe up the pad instead.")
                }
                if let message = model.message {
                    Text(message).foregroundColor(.red)
                }
            }
            if let report = model.report {
                Section("Your last try") {
                    Text(report.headline).font(.headline)
                    Text(report.advice)
                    if !report.arc.isEmpty {
                        ArcDrawing(model: model, arc: report.arc).frame(height: 120)
                    }
                    if let numbers = model.numbers {
                        Text(numbers).font(.footnote)
                    }
                }
            }
            Section("How hard do you flick?") {
                ForEach(model.sensitivities, id: \.id) { choice in
                    Button { model.choose(choice.sensitivity) } label: {
                        HStack {
                            VStack(alignment: .leading) {
                                Text(choice.label).font(.headline)
                                Text(choice.explanation).font(.subheadline)
                            }
                            Spacer()
                            if choice.sensitivity == model.sensitivity {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .accessibilityAddTraits(choice.sensitivity == model.sensitivity ? .isSelected : [])
                }
            }
            if let trace = model.trace {
                Section("Help make the flick better") {
                    Text("Save the motion of your last try as a file to send to the makers. It holds the phone's model and the movement, nothing about you.")
                        .font(.footnote)
                    Picker("Your last try was", selection: $model.label) {
                        ForEach(PracticeModel.labels, id: \.id) { choice in
                            Text(choice.words).tag(choice.label)
                        }
                    }
                    ShareLink(item: trace, subject: Text("Catapult motion: \(PracticeModel.words(model.label))")) {
                        Label("Save this flick", systemImage: "square.and.arrow.up")
                    }
                }
            }
            if let done {
                Button("Back to the hurl", action: done).font(.headline)
            }
        }
        .navigationTitle(title)
    }
}

/// A practice flick from the side: the table, the arc (the model scales the core's points) and
/// where the token lands, with the attempt before it dashed behind.
@MainActor
struct ArcDrawing: View {
    let model: PracticeModel
    let arc: [ArcPoint]

    var body: some View {
        GeometryReader { box in
            let width = Double(box.size.width), height = Double(box.size.height) - 20
            let now = model.scaled(arc, width: width, height: height).map { CGPoint(x: $0.x, y: $0.y) }
            let before = model.scaled(model.previousArc, width: width, height: height).map { CGPoint(x: $0.x, y: $0.y) }
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color.brown).frame(height: 4).offset(y: CGFloat(height))
                Path { path in path.addLines(before) }
                    .stroke(Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 5]))
                Path { path in path.addLines(now) }
                    .stroke(Color.accentColor, lineWidth: 3)
                if let end = now.last {
                    Circle().fill(Color.brown).frame(width: 12, height: 12).position(end)
                    Text(String(format: "%.1f m", arc.last?.distanceM ?? 0)).font(.caption)
                        .position(x: min(max(end.x, 20), CGFloat(width) - 20), y: CGFloat(height) + 14)
                }
            }
        }
        .accessibilityElement()
        .accessibilityLabel(String(format: "The throw from the side: it lands %.1f m away", arc.last?.distanceM ?? 0))
    }
}
