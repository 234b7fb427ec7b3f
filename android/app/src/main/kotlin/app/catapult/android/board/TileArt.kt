package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.Path
import app.catapult.android.R
import app.catapult.core.ArtRole
import app.catapult.core.Spot
import app.catapult.core.TileArtwork
import app.catapult.core.allTileArtwork

/**
 * Every tile type's artwork from the core, turned once into [Path]s (tile units about the
 * tile's centre, y north, printed orientation, even-odd fill), and the paint for each role.
 * [draw] puts a tile on a canvas already in board units (y north): moved to its cell, turned
 * clockwise quarter turns ((x, y) → (y, −x) each), shapes in the core's order.
 */
class TileArt(context: Context, artwork: List<TileArtwork> = allTileArtwork()) {
    /**
     * One filled shape: what it shows, the printed segment it draws, its outline, and for a
     * picture that stays upright (chapel, tent) its shift per rotation (empty if it turns).
     */
    class Shape(val role: ArtRole, val segment: UInt?, val path: Path, val uprightShifts: List<Spot>)

    private val shapes: Map<String, List<Shape>> = artwork.associate { tile ->
        tile.tile to tile.shapes.map { shape ->
            val path = Path().apply { fillType = Path.FillType.EVEN_ODD }
            for (contour in shape.contours) {
                if (contour.isEmpty()) continue
                path.moveTo(contour[0].x.toFloat(), contour[0].y.toFloat())
                for (spot in contour.drop(1)) path.lineTo(spot.x.toFloat(), spot.y.toFloat())
                path.close()
            }
            Shape(shape.role, shape.segment, path, shape.uprightShifts)
        }
    }

    private val paints: Map<ArtRole, Paint> = ArtRole.entries.associateWith { role ->
        Paint(Paint.ANTI_ALIAS_FLAG).apply {
            style = Paint.Style.FILL
            color = context.getColor(
                when (role) {
                    ArtRole.FIELD -> R.color.art_field
                    ArtRole.ROAD -> R.color.art_road
                    ArtRole.CITY -> R.color.art_city
                    ArtRole.CITY_WALL -> R.color.art_city_wall
                    ArtRole.PENNANT -> R.color.art_pennant
                    ArtRole.CLOISTER -> R.color.art_cloister
                    ArtRole.FAIR -> R.color.art_fair
                    ArtRole.TENT -> R.color.art_tent
                    ArtRole.INN -> R.color.art_inn
                    ArtRole.CATHEDRAL -> R.color.art_cathedral
                    ArtRole.RIVER -> R.color.art_river
                },
            )
        }
    }
    private val tint = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val edge = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeWidth = 0.015f
        color = context.getColor(R.color.art_edge)
    }

    /** The shapes of tile type [tile] (its id), empty if unknown. */
    fun shapes(tile: String): List<Shape> = shapes[tile].orEmpty()

    /**
     * Draws [tile] on cell ([x], [y]) turned [rotation] quarter turns; [tints] colours the
     * shapes of some segments (ownership), [alpha] 0–255 fades the whole tile (a preview).
     */
    fun draw(canvas: Canvas, tile: String, x: Float, y: Float, rotation: UInt, tints: Map<UInt, Int> = emptyMap(), alpha: Int = 255) {
        canvas.save()
        canvas.translate(x, y)
        canvas.rotate(-90f * rotation.toInt())
        for (shape in shapes(tile)) {
            val shift = shape.uprightShifts.getOrNull(rotation.toInt() % 4)
            if (shift != null) {
                // Upright: undo the tile's turn, then move with the anchor.
                canvas.save()
                canvas.rotate(90f * rotation.toInt())
                canvas.translate(shift.x.toFloat(), shift.y.toFloat())
            }
            val paint = paints.getValue(shape.role)
            paint.alpha = alpha
            canvas.drawPath(shape.path, paint)
            paint.alpha = 255
            val colour = shape.segment?.let { tints[it] }
            if (colour != null && shape.role != ArtRole.CITY_WALL) {
                tint.color = colour
                tint.alpha = 130
                canvas.drawPath(shape.path, tint)
            }
            if (shift != null) canvas.restore()
        }
        canvas.drawRect(-0.5f, -0.5f, 0.5f, 0.5f, edge)
        canvas.restore()
    }
}
