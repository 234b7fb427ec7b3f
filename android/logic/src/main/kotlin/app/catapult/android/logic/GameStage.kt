package app.catapult.android.logic

import app.catapult.core.CatchZone
import app.catapult.core.Cell
import app.catapult.core.EventMessage
import app.catapult.core.FlickSensitivity
import app.catapult.core.FollowerSpot
import app.catapult.core.FollowerView
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.LegalPlacement
import app.catapult.core.MoveShow
import app.catapult.core.PickedPlacement
import app.catapult.core.PlayerView
import app.catapult.core.RoundView
import app.catapult.core.StageKind
import app.catapult.core.Standing
import app.catapult.core.Token
import app.catapult.core.TokenHelp
import app.catapult.core.GameStage as CoreStage

/**
 * What the game screen shows now, one stage at a time. [GameController] publishes it; the
 * screen draws it and turns taps into the controller's calls. Most stages are the core's
 * (`GameSession.stage()`), with each seat given as the [PlayerView] to draw; two are the
 * screen's own, to show what moves did before the game goes on (the core's
 * `GameSession.takeShows()`): a [Flight] to watch and the [Effects] to read. No rule is decided
 * here.
 */
sealed interface GameStage {
    /**
     * Who the stage waits on (the catcher, during a catch), or whose move it shows (a flight's
     * hurler, a summary's chooser); `null` when it is everyone's (what moves did, the end).
     */
    val actor: PlayerView?
        get() = when (this) {
            is HandOver -> player
            is PlaceTile -> player
            is PlaceFollower -> player
            is ChooseToken -> player
            is Hurl -> player
            is Catch -> player
            is Flight -> hurler
            is Seduce -> player
            is RoundSummary -> chooser
            is BotToAct -> player
            is Effects, is GameOver -> null
        }

    /** "Pass the phone to [player]", who is next to act, for [next] (a tile, a hurl, a catch…). */
    data class HandOver(val player: PlayerView, val next: StageKind) : GameStage

    /**
     * [player] places [tile] ([tilesLeft] more in the pile). [legal] are the cells where it fits,
     * each with the rotations that fit there ([fittingPlaces] ways in all); [selected] the cell and
     * rotation picked so far.
     */
    data class PlaceTile(
        val player: PlayerView,
        val tile: String,
        val tilesLeft: UInt,
        val legal: List<LegalPlacement>,
        val selected: PickedPlacement?,
        val fittingPlaces: UInt,
    ) : GameStage {
        /** Whether the tile can be put down now (a cell is picked). */
        val canConfirm: Boolean get() = selected != null

        /** Whether "turn" changes anything (more than one rotation fits on the picked cell). */
        val canRotate: Boolean get() = (legal.firstOrNull { it.cell == selected?.cell }?.rotations?.size ?: 0) > 1
    }

    /**
     * [player] may put a follower on one of [spots] of the tile just placed at [placed] (none if
     * they have no follower left or no spot is free), or skip; [canUndo] takes the tile back.
     * [choice] is what their supply holds (with Inns & Cathedrals, maybe the big follower) and
     * which piece a tap on a spot places ([GameController.pickBigFollower]).
     */
    data class PlaceFollower(
        val player: PlayerView,
        val placed: Cell,
        val spots: List<FollowerSpot>,
        val choice: FollowerChoice,
        val canUndo: Boolean,
    ) : GameStage

    /** A catapult round: [player] (the fair tile's) chooses the token; each with its rule. */
    data class ChooseToken(val player: PlayerView, val tokens: List<TokenHelp>) : GameStage

    /**
     * [player] aims and hurls [token]: hold the phone, press, flick, release (or swipe). [aims]
     * says where the other players' followers stand, for a knock-out or seduction ([PlayerAids.aims]).
     * The flick is read with the hurler's [sensitivity]; [offerPractice] (the core's: this
     * seat has not hurled yet in this game) asks for the practice screen to be offered first.
     */
    data class Hurl(
        val player: PlayerView,
        val token: TokenHelp,
        val hurlsThisRound: UInt,
        val aims: List<String>,
        val sensitivity: FlickSensitivity = FlickSensitivity.NORMAL,
        val offerPractice: Boolean = false,
    ) : GameStage

    /**
     * [player] catches the token [hurler] hurled: animate [flight] (60 Hz frames from the
     * release) and tap to catch it, timed from the release ([GameController.catchAt]); [zone]
     * is where the hands wait.
     */
    data class Catch(
        val player: PlayerView,
        val hurler: PlayerView,
        val flight: HurlFlight,
        val zone: CatchZone,
    ) : GameStage

    /**
     * The screen's own: a token flies and nobody here catches it. Animate [flight], then
     * [GameController.flightSeen]. [round] is the table as it was when the token was hurled, to
     * draw it on (the round may be over after the move); [message] says who hurled what.
     */
    data class Flight(
        val flight: HurlFlight,
        val hurler: PlayerView,
        val round: RoundView?,
        val message: EventMessage?,
    ) : GameStage

    /**
     * A seduction landed: [player] may send one of [targets] home and put one of their own
     * followers in its place, from the supply ([canUseSupply]) or from [ownOnBoard]; or decline.
     */
    data class Seduce(
        val player: PlayerView,
        val targets: List<FollowerView>,
        val ownOnBoard: List<FollowerView>,
        val canUseSupply: Boolean,
    ) : GameStage

    /** The screen's own: what the last moves did, in the core's messages; [GameController.effectsSeen] goes on. */
    data class Effects(val messages: List<EventMessage>) : GameStage

    /**
     * A catapult round is over: [chooser] chose [token]; [points] each seat gained and
     * [sentHome] followers each got back (in seat order, as [players]); [messages] all it did.
     * [table] is the round's table as its last hurl found it, seen through that flight's end
     * camera (the last hurler at the bottom): the summary is read over it (`null` after a resume).
     * [GameController.closeSummary] goes on.
     */
    data class RoundSummary(
        val token: TokenHelp?,
        val chooser: PlayerView,
        val points: List<UInt>,
        val sentHome: List<UInt>,
        val messages: List<EventMessage>,
        val players: List<PlayerView>,
        val table: RoundView? = null,
    ) : GameStage

    /**
     * [player] is a bot and is thinking (the core plays until a person is to act); [failed]: the
     * bots stopped on an error (see [GameController.problem]) until [GameController.retryBots].
     */
    data class BotToAct(val player: PlayerView, val failed: Boolean = false) : GameStage

    /** The game is over: everyone by final score (the core's [ranking]), seats drawn as [players]. */
    data class GameOver(val ranking: List<Standing>, val players: List<PlayerView>) : GameStage {
        /** The player of [standing]. */
        fun player(standing: Standing): PlayerView = players[standing.seat.toInt()]
    }

    /** From the core's stages and shows to the screen's. */
    companion object {
        /**
         * The core's [stage] for the screen: seats as the players of [view], tokens with their
         * rules from [tokens]; a bot's stage says whether the bots [failed]; the follower step
         * whether the player picked the big follower ([bigPicked]).
         */
        fun of(
            stage: CoreStage,
            view: GameView,
            tokens: List<TokenHelp>,
            failed: Boolean = false,
            bigPicked: Boolean = false,
        ): GameStage {
            val player = { seat: UInt -> view.players[seat.toInt()] }
            val followers = { ids: List<UInt> -> view.followers.filter { it.id in ids } }
            val token = { kind: Token -> tokens.first { it.token == kind } }
            return when (stage) {
                is CoreStage.BotToAct -> BotToAct(player(stage.seat), failed)
                is CoreStage.HandOver -> HandOver(player(stage.seat), stage.next)
                is CoreStage.PlaceTile ->
                    PlaceTile(player(stage.seat), stage.tile, stage.tilesLeft, stage.legal, stage.selected, view.turn.fittingPlaces)
                is CoreStage.PlaceFollower -> PlaceFollower(
                    player(stage.seat), stage.placed, stage.spots,
                    FollowerChoice(stage.supply, stage.bigFollower).picking(bigPicked), stage.canUndo,
                )
                is CoreStage.ChooseToken -> ChooseToken(player(stage.seat), tokens)
                is CoreStage.Hurl -> Hurl(
                    player(stage.seat), token(stage.token), stage.hurlsThisRound, PlayerAids.aims(view),
                    stage.flickSensitivity, stage.offerPractice,
                )
                is CoreStage.Catch -> Catch(player(stage.seat), player(stage.hurler), stage.flight, stage.zone)
                is CoreStage.Seduce ->
                    Seduce(player(stage.seat), followers(stage.targets), followers(stage.ownOnBoard), stage.canUseSupply)
                is CoreStage.RoundSummary -> RoundSummary(
                    stage.token?.let(token), player(stage.chooser), stage.points, stage.sentHome, stage.messages, view.players,
                    stage.table,
                )
                is CoreStage.GameOver -> GameOver(stage.ranking, view.players)
            }
        }

        /** The core's [show] (what moves did, from `GameSession.takeShows()`) as the screen's own stage; players are [view]'s. */
        fun of(show: MoveShow, view: GameView): GameStage = when (show) {
            is MoveShow.Flight -> Flight(show.flight, view.players[show.flight.seat.toInt()], show.roundBefore, show.caption)
            is MoveShow.Messages -> Effects(show.messages)
        }
    }
}
