import { brandVars, vars } from '@/ui/theme.css';

/** The theme's colours as the canvas needs them: the computed values of the theme's custom properties. */
export interface ChartColors {
  text: string;
  muted: string;
  line: string;
  surface: string;
  up: string;
  down: string;
  accent: string;
  warning: string;
}

function read(style: CSSStyleDeclaration, variable: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  return (name && style.getPropertyValue(name).trim()) || fallback;
}

export function chartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  return {
    text: read(style, vars.color.text, '#121417'),
    muted: read(style, vars.color.textMuted, '#5b6270'),
    line: read(style, vars.color.line, '#e6e8eb'),
    surface: read(style, vars.color.surface, '#f6f7f9'),
    up: read(style, vars.color.positive, '#0b7a3e'),
    down: read(style, vars.color.negative, '#c0262d'),
    accent: read(style, brandVars.accent, '#1a56db'),
    warning: read(style, vars.color.warning, '#8a5a00'),
  };
}
