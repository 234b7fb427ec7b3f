package app.catapult.android.logic

import app.catapult.core.Cell
import app.catapult.core.FollowerChoice
import app.catapult.core.FollowerView
import app.catapult.core.HurlFlight
import app.catapult.core.LegalPlacement
import app.catapult.core.PlayerView
import app.catapult.core.RoundView
import app.catapult.core.TokenHelp
import app.catapult.core.TurnStep

/**
 * What the game screen shows now, one stage at a time. [GameController] publishes it; the
 * screen draws it and turns taps into the controller's calls. Everything in it comes from the
 * core's view and events: no rule is decided here.
 */
sealed interface GameStage {
    /** "Pass the phone to [player]", who is next to act, for [next] (a tile, a hurl, a catch…). */
    data class HandOver(val player: PlayerView, val next: TurnStep) : GameStage

    /**
     * [player] places [tile] ([tilesLeft] more in the pile). [legal] are the cells where it fits;
     * [selected] the cell picked (or none yet), shown turned [rotation] clockwise quarter turns,
     * one of [fittingRotations] there.
     */
    data class PlaceTile(
        val player: PlayerView,
        val tile: String,
        val tilesLeft: UInt,
        val legal: List<LegalPlacement>,
        val selected: Cell?,
        val rotation: UInt,
        val fittingRotations: List<UInt>,
    ) : GameStage {
        /** Whether the tile can be put down now (a cell is picked). */
        val canConfirm: Boolean get() = selected != null

        /** Whether tapping "turn" changes anything (more than one rotation fits). */
        val canRotate: Boolean get() = fittingRotations.size > 1
    }

    /**
     * [player] may put a follower on the tile just placed at [placed] ([choices]; none if
     * they have no follower left or no spot is free), or skip; [canUndo] takes the tile back.
     */
    data class PlaceFollower(
        val player: PlayerView,
        val placed: Cell?,
        val choices: List<FollowerChoice>,
        val canUndo: Boolean,
    ) : GameStage

    /** A catapult round: [player] (the fair tile's) chooses the token; each with its rule. */
    data class ChooseToken(val player: PlayerView, val tokens: List<TokenHelp>) : GameStage

    /** [hurler] aims and hurls [token]: hold the phone, press, flick, release (or swipe). */
    data class Aim(val hurler: PlayerView, val token: TokenHelp, val hurlsThisRound: UInt) : GameStage

    /**
     * A token flies: animate [flight] (60 Hz frames from the release). [catcher] is the person
     * who may tap to catch it, timed from the release ([GameController.catchAt]); `null` when
     * nobody at this phone catches (then [GameController.flightSeen] when the animation ends).
     * [round] is the catapult round as it was when the token was hurled, to draw the table on:
     * the core ends a round in the same move as its last hurl, so the view after it has none.
     */
    data class Flight(
        val flight: HurlFlight,
        val hurler: PlayerView,
        val catcher: PlayerView?,
        val round: RoundView?,
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

    /** What just happened, explained ([EventMessages]); [GameController.effectsSeen] goes on. */
    data class Effects(val messages: List<EventMessage>) : GameStage

    /**
     * [player] is a bot and is thinking (the core plays until a person is to act); [failed]: the
     * bots stopped on an error (see [GameController.problem]) until [GameController.retryBots].
     */
    data class BotsThinking(val player: PlayerView, val failed: Boolean = false) : GameStage

    /** The game is over: everyone by final score, with where their points came from. */
    data class GameOver(val ranking: List<Standing>) : GameStage
}

/**
 * One line of the end screen: [place] (1 = first; ties share a place), the [player] with their
 * score and breakdown, and whether they won (the core's winners: ties all win).
 */
data class Standing(val place: Int, val player: PlayerView, val winner: Boolean)
