/**
 * nivo's charts for the template's chart pages, each loaded when its first chart renders: the
 * template's demo pages share one chunk (`templateScreens.ts`), and a page that draws no chart (a
 * table, a form) must not load a chart library (issue 17). `ChartFrame` holds the chart's height in
 * a Suspense boundary while the library arrives, so nothing moves. Typed as nivo's own generic
 * components (React.lazy drops the generics); only the chart modules are loaded this way, the types
 * and helpers stay static imports of the packages.
 */
import type { Bar as NivoBar } from '@nivo/bar';
import type { Line as NivoLine } from '@nivo/line';
import type { Pie as NivoPie } from '@nivo/pie';
import { lazy } from 'react';

export const Line = lazy(() =>
  import('@nivo/line').then((module) => ({ default: module.Line })),
) as unknown as typeof NivoLine;

export const Bar = lazy(() =>
  import('@nivo/bar').then((module) => ({ default: module.Bar })),
) as unknown as typeof NivoBar;

export const Pie = lazy(() =>
  import('@nivo/pie').then((module) => ({ default: module.Pie })),
) as unknown as typeof NivoPie;
