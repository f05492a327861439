import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './theme-recipes';

// Chakra's default theme with only the recipes in use (see theme-recipes.ts).
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const brandConfig = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth' },
    '[id]': { scrollMarginTop: '88px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), brandConfig);
