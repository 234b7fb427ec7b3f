package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.view.View
import app.catapult.android.R

/** The drawn tile on its own, turned as it will be placed: beside the board's controls. */
class TilePreview(context: Context, private val art: TileArt) : View(context) {
    private var tile: String? = null
    private var rotation: UInt = 0u

    /** Shows [tile] turned [rotation] quarter turns (`null`: nothing). */
    fun show(tile: String?, rotation: UInt) {
        this.tile = tile
        this.rotation = rotation
        contentDescription = context.getString(R.string.preview_description, rotation.toInt() * 90)
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val tile = tile ?: return
        val side = minOf(width, height).toFloat()
        canvas.save()
        canvas.translate(width / 2f, height / 2f)
        canvas.scale(side * 0.92f, -side * 0.92f)
        art.draw(canvas, tile, 0f, 0f, rotation)
        canvas.restore()
    }
}
