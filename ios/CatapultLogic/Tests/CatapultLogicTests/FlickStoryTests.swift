import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// The flick button and the swipe pad, as a hurler uses them: a flick recorded on a phone,
/// delivered as Core Motion would deliver it, launches what the core's own replay of the
/// recording launches; holding the phone still launches nothing and says why; a swipe up
/// launches, a swipe down does not.
@MainActor
struct FlickStoryTests {
    @Test("a medium flick, delivered as Core Motion would, launches what the core reads from the recording")
    func recordedFlickLaunches() async throws {
        let source = RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv"))
        let adapter = FlickAdapter(source: source)
        var launches: [Launch] = []
        adapter.onLaunch = { launches.append($0) }
        adapter.press()
        #expect(adapter.holding)
        adapter.release()
        #expect(!adapter.holding)
        #expect(!source.running, "the sensors are released on release")
        // A launch seen on the motion queue comes to the main actor in a task of its own.
        try await eventually("a launch") { !launches.isEmpty }
        let launch = try #require(launches.first, "\(adapter.message ?? "no message")")
        #expect(adapter.message == nil, "a launch says nothing against it")
        #expect(launches.count == 1, "the flick is announced once")
        let expected = try flickFromTrace(csv: try traceText("flick-medium-100hz.csv")).launch
        #expect(abs(launch.speedMPerS - expected.speedMPerS) < 1e-9)
        #expect(abs(launch.aimDegrees - expected.aimDegrees) < 1e-9)
        #expect(abs(launch.elevationDegrees - expected.elevationDegrees) < 1e-9)
        #expect(launch.speedMPerS > 1 && abs(launch.aimDegrees) < 15, "a medium flick straight ahead")
    }

    @Test("a flick toward the left reads as an aim to the left, so Core Motion's signs are the core's")
    func leftFlickAimsLeft() async throws {
        let launch = try await launchByFlick(FlickAdapter(source: RecordedMotion(try coreMotionSamples("flick-toward-45deg.csv"))))
        #expect(abs(launch.aimDegrees - 45) < 10, "aimed \(launch.aimDegrees)°")
    }

    @Test("the flick launches the same whether the phone's samples come one at a time or many together")
    func batchSizes() async throws {
        var launches: [Launch] = []
        for size in [1, 5, 64] {
            let samples = try coreMotionSamples("flick-medium-100hz.csv")
            launches.append(try await launchByFlick(FlickAdapter(source: RecordedMotion(samples, batchSize: size))))
        }
        for launch in launches.dropFirst() {
            #expect(abs(launch.speedMPerS - launches[0].speedMPerS) < 1e-9)
            #expect(abs(launch.aimDegrees - launches[0].aimDegrees) < 1e-9)
        }
    }

    @Test("holding the phone still launches nothing, and the core says why")
    func stillLaunchesNothing() async throws {
        let adapter = FlickAdapter(source: RecordedMotion(try coreMotionSamples("still.csv")))
        var launches: [Launch] = []
        adapter.onLaunch = { launches.append($0) }
        adapter.press()
        adapter.release()
        try await eventually("the reason") { adapter.message != nil }
        #expect(launches.isEmpty)
        let message = try #require(adapter.message)
        #expect(message.first?.isUppercase == true, "a sentence: \(message)")
    }

    @Test("a quick swipe up the pad launches; a swipe down does not, and says what to do")
    func swipes() throws {
        let pad = SwipeTracker()
        let start = Date()
        pad.moved(start: CGPoint(x: 200, y: 700), at: start)
        let up = pad.ended(start: CGPoint(x: 200, y: 700), end: CGPoint(x: 210, y: 300), at: start.addingTimeInterval(0.25), screenHeight: 800)
        #expect((up?.speedMPerS ?? 0) > 0)
        #expect(pad.message == nil)
        pad.moved(start: CGPoint(x: 200, y: 300), at: start)
        let down = pad.ended(start: CGPoint(x: 200, y: 300), end: CGPoint(x: 200, y: 700), at: start.addingTimeInterval(0.25), screenHeight: 800)
        #expect(down == nil)
        #expect(!(pad.message ?? "").isEmpty)
        #expect(pad.straight(screenHeight: 800) != nil, "VoiceOver's straight hurl launches")
    }
}
