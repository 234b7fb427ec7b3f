package app.catapult.core

import org.junit.jupiter.api.Test
import kotlin.math.abs
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** The app draws every tile and every seat's pieces from what the library gives it. */
class ArtworkTest {
    private fun assertOnTile(spot: Spot, what: String) =
        assertTrue(abs(spot.x) <= 0.5 + 1e-9 && abs(spot.y) <= 0.5 + 1e-9, "$what at $spot is off the tile")

    @Test
    fun `every tile type can be drawn, with a spot for a follower on every segment`() {
        val all = allTileArtwork()
        assertEquals(63, all.size)
        assertEquals(all.size, all.map { it.tile }.toSet().size, "ids are distinct")
        assertEquals(24, all.count { it.expansion == TileExpansion.BASE }, "the base game's A-X")
        assertEquals(72, all.filter { it.expansion == TileExpansion.BASE }.sumOf { it.count.toInt() })
        assertTrue(all.filter { it.expansion == TileExpansion.CATAPULT }.all { art -> art.shapes.any { it.role == ArtRole.FAIR } })
        val inns = all.filter { it.expansion == TileExpansion.INNS_CATHEDRALS }
        assertEquals(18, inns.sumOf { it.count.toInt() }, "Inns & Cathedrals' 18 tiles")
        assertEquals(6, inns.count { art -> art.shapes.any { it.role == ArtRole.INN } }, "six inns")
        assertEquals(2, inns.filter { art -> art.shapes.any { it.role == ArtRole.CATHEDRAL } }.sumOf { it.count.toInt() }, "two cathedrals")
        val river = all.filter { it.expansion == TileExpansion.RIVER }
        assertEquals(12, river.sumOf { it.count.toInt() }, "The River's 12 tiles")
        assertTrue(river.all { art -> art.shapes.any { it.role == ArtRole.RIVER } }, "each with water")
        assertEquals(listOf("RI/Spring", "RI/Lake"), river.take(2).map { it.tile })
        for (art in all) {
            assertTrue(art.shapes.isNotEmpty(), "${art.tile} has shapes")
            for (shape in art.shapes) {
                assertTrue(shape.contours.isNotEmpty(), "${art.tile}: a ${shape.role} with no contour")
                for (contour in shape.contours) {
                    assertTrue(contour.size >= 3, "${art.tile}: a contour of ${contour.size} points")
                    contour.forEach { assertOnTile(it, "${art.tile}'s ${shape.role}") }
                }
                shape.segment?.let { assertTrue(it.toInt() < art.segments.size, "${art.tile}: segment $it") }
            }
            assertTrue(art.segments.isNotEmpty(), "${art.tile} has segments")
            art.segments.forEachIndexed { i, segment -> assertOnTile(segment.spot, "${art.tile}'s segment $i") }
            assertEquals(art, tileArtwork(art.tile), "found by its id")
        }
        assertEquals(tileArtwork("D"), all.single { it.name == "D" }, "base tiles by their letter")
    }

    @Test
    fun `six seats with six colours, letters and patterns`() {
        val colours = seatColours()
        assertEquals(6, colours.size)
        assertEquals(6, colours.map { it.letter }.toSet().size, "distinct letters")
        assertEquals(6, colours.map { it.name }.toSet().size, "distinct names")
        assertEquals(6, colours.map { it.pattern }.toSet().size, "distinct patterns")
        assertEquals(6, colours.map { Triple(it.red, it.green, it.blue) }.toSet().size, "distinct colours")
        assertTrue(colours.all { it.letter.length == 1 })
        assertTrue(colours.all { it.ink == 0x000000u || it.ink == 0xFFFFFFu }, "black or white ink")
        assertEquals("blue", colours[0].name)
        println(colours.joinToString { "${it.name} ${it.letter} ${it.pattern}" })
    }
}
