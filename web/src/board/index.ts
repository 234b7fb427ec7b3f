// The board canvas's public face.
export { BoardCanvas, type BoardCanvasOptions, type BoardTap, type Selection } from './canvas';
export type * from './scene';
export {
  boardToScreen,
  cellToScreen,
  fitTransform,
  screenToBoard,
  screenToCell,
  type Transform,
  type ZoomLimits,
} from './view';
export { rotatePoint } from './art';
