// The board canvas's public face.
export { BoardCanvas, type BoardCanvasOptions, type BoardTap, type Framing, GLIDE_MS, type Selection } from './canvas';
export type * from './scene';
export {
  boardToScreen,
  cellToScreen,
  directionOnScreen,
  fitTransform,
  screenToBoard,
  screenToCell,
  type Transform,
  type ZoomLimits,
} from './view';
export { rotatePoint } from './art';
