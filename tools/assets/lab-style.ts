import type { SvgDocument } from './svg-document';

// Every product drawing is made in "canonical" units: origin at the bottom centre of the
// object (where it stands), y growing downward as in SVG, so the object lies in negative
// y. A composition places and scales it; `strokeWidth` is given in canonical units so
// outlines keep the same thickness in pixels whatever the scale.

/** Colours of one picture: light category pictures and each brand banner have their own. */
export interface LabStyle {
  glass: string;
  glassOpacity: number;
  glassEdge: string;
  glassEdgeOpacity: number;
  shine: string;
  shineOpacity: number;
  liquid: string;
  liquidLight: string;
  marks: string;
  cap: string;
  capDark: string;
  plastic: string;
  plasticEdge: string;
  body: string;
  bodyShade: string;
  bodyDark: string;
  screen: string;
  screenText: string;
  metal: string;
  metalDark: string;
  accent: string;
  shadow: string;
  shadowOpacity: number;
}

export interface DrawContext {
  doc: SvgDocument;
  style: LabStyle;
  /** Outline width in canonical units. */
  strokeWidth: number;
}

/** A product drawing: its canonical size and how to draw it. */
export interface Drawable {
  width: number;
  height: number;
  draw(ctx: DrawContext): string;
}

/** Picture on a light background, in the shop's blue and orange (category images). */
export const lightLabStyle: LabStyle = {
  glass: '#EEF6FD',
  glassOpacity: 0.92,
  glassEdge: '#5F93C2',
  glassEdgeOpacity: 1,
  shine: '#FFFFFF',
  shineOpacity: 0.95,
  liquid: '#2F8FD8',
  liquidLight: '#7CC0F0',
  marks: '#5F93C2',
  cap: '#0068B3',
  capDark: '#004C84',
  plastic: '#FBFCFD',
  plasticEdge: '#8FA6BC',
  body: '#FFFFFF',
  bodyShade: '#DCE5EE',
  bodyDark: '#2C3E50',
  screen: '#12324F',
  screenText: '#7FE0FF',
  metal: '#B8C4CF',
  metalDark: '#7D8C99',
  accent: '#F07D00',
  shadow: '#0A2F55',
  shadowOpacity: 0.12,
};
