package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.CatapultException
import app.catapult.core.CatapultMode
import app.catapult.core.FarmerScoring
import app.catapult.core.FlickSensitivity
import app.catapult.core.GameSession
import app.catapult.core.defaultRules
import app.catapult.core.seatLimits
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The setup screen: seats, colours and rules, and what keeps a table from starting. */
class SetupModelTest {
    private fun table() = SetupModel(listOf(person("Anna"), person("Ben")))

    @Test
    fun `a table of two people starts with The Catapult's rounds on`() {
        val model = table()
        assertEquals(emptyList(), model.problems())
        val setup = assertNotNull(model.toSetup(seed = 7uL))
        assertEquals(listOf("Anna", "Ben"), setup.seats.map { it.name })
        assertEquals(CatapultMode.ROUNDS, setup.rules.catapult)
        assertEquals(defaultRules(), setup.rules)
        assertTrue(model.rules.catapultRounds)
        assertEquals(7uL, setup.seed)
        GameSession(setup).use { session -> assertEquals(2, session.view().players.size) }
    }

    @Test
    fun `each person's flick sensitivity goes into the setup, normal unless chosen, and none for a bot`() {
        val model = SetupModel(listOf(person("Anna"), person("Ben"), bot("Robo")))
        model.setSensitivity(1, FlickSensitivity.GENTLE)
        model.setSensitivity(2, FlickSensitivity.FIRM)
        val setup = assertNotNull(model.toSetup())
        assertEquals(listOf(FlickSensitivity.NORMAL, FlickSensitivity.GENTLE, null), setup.seats.map { it.flickSensitivity })
        GameSession(setup).use { session -> assertEquals(3, session.view().players.size) }
    }

    @Test
    fun `seats go from two to six, and colours follow the seats`() {
        val model = table()
        model.removeSeat(0)
        assertEquals(2, model.seats.size, "never fewer than two")
        for (name in listOf("Cleo", "Dan", "Eve", "Finn", "Gus")) model.addSeat(bot(name, BotSkill.RANDOM))
        assertEquals(6, model.seats.size, "never more than six")
        assertFalse(model.canAdd)
        assertEquals(6, model.colours.map { it.name }.toSet().size, "six different colours")
        assertEquals(model.colours[1], model.colourOf(1))

        // Moving Ben up makes him play first, in the first colour.
        model.moveUp(1)
        assertEquals(listOf("Ben", "Anna"), model.seats.take(2).map { it.name })
        val setup = assertNotNull(model.toSetup())
        GameSession(setup).use { session ->
            val players = session.view().players
            assertEquals("Ben", players[0].name)
            assertEquals(model.colourOf(0).name, players[0].colour.name)
            assertEquals(listOf(false, false, true, true, true, true), players.map { it.bot })
        }
    }

    @Test
    fun `blank and repeated names and an all-bot table are reported`() {
        val model = SetupModel(listOf(person("  "), bot("Robo"), bot("robo ")))
        assertEquals(
            listOf(SetupProblem.BlankName(0), SetupProblem.DuplicateName("Robo")),
            model.problems(),
        )
        assertNull(model.toSetup())
        model.rename(0, "Anna")
        model.rename(2, "Dice")
        assertEquals(emptyList(), model.problems())
        model.setBot(0, BotSkill.GREEDY)
        assertEquals(listOf(SetupProblem.NoPerson), model.problems())
        model.setBot(0, null)
        assertEquals(listOf("Robo", "Dice"), assertNotNull(model.toSetup()).seats.drop(1).map { it.name })
    }

    @Test
    fun `too few seats and too long a name are reported, by the core's limits`() {
        val limits = seatLimits()
        assertEquals(listOf(SetupProblem.TooFewSeats(limits.minSeats.toInt())), SetupModel(listOf(person("Anna"))).problems())
        val long = "Bartholomew Montgomery the Third"
        assertTrue(long.length > limits.longestName.toInt())
        assertEquals(
            listOf(SetupProblem.NameTooLong(1, limits.longestName.toInt())),
            SetupModel(listOf(person("Anna"), person(long))).problems(),
        )
    }

    @Test
    fun `the rule options are the core's, each choice with one line, and map onto the rules`() {
        val rules = table().rules
        val rows = rules.rows
        assertEquals(listOf("catapult", "inns_cathedrals", "river", "farmers", "small_cities"), rows.map { it.id })
        assertTrue(rows.all { row -> row.choices.all { it.explanation.isNotBlank() && '\n' !in it.explanation } })
        assertEquals("rounds", rows[0].selected, "Catapult rounds, chosen")
        assertTrue(rows.single { it.id == "small_cities" }.isSwitch)
        for (expansion in listOf("inns_cathedrals", "river")) {
            val row = rows.single { it.id == expansion }
            assertTrue(row.isSwitch, "$expansion is a switch")
            assertEquals(listOf("on"), row.choices.map { it.id })
            assertNull(row.selected, "$expansion is off at first")
        }
        assertFalse(rules.choices().innsCathedrals)
        assertFalse(rules.choices().river)

        rules.choose("catapult", "tiles_only")
        rules.choose("farmers", "off")
        rules.choose("small_cities", "two_points")
        rules.choose("inns_cathedrals", "on")
        rules.choose("river", "on")
        val choices = rules.choices()
        assertEquals(CatapultMode.TILES_ONLY, choices.catapult)
        assertTrue(choices.farmersOff)
        assertTrue(choices.tinyCityTwoPoints)
        assertTrue(choices.innsCathedrals)
        assertTrue(choices.river)
        assertFalse(rules.catapultRounds)

        val saved = rules.selection()
        assertEquals(
            mapOf("catapult" to "tiles_only", "inns_cathedrals" to "on", "river" to "on", "farmers" to "off", "small_cities" to "two_points"),
            saved,
        )
        val again = table().rules
        again.restore(saved + ("jousting" to "on"))
        assertEquals(choices, again.choices(), "a saved selection comes back (the screen rotated); unknown ids are skipped")

        rules.choose("farmers", "original")
        rules.choose("small_cities", null)
        rules.choose("river", null)
        assertEquals(FarmerScoring.ORIGINAL, rules.choices().farmerScoring)
        assertFalse(rules.choices().farmersOff)
        assertFalse(rules.choices().tinyCityTwoPoints)
        assertFalse(rules.choices().river)
        assertTrue(rules.choices().innsCathedrals)
        assertFailsWith<CatapultException.BadInput> { rules.choose("catapult", "trebuchet") }
    }
}
