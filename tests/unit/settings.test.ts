import { describe, expect, it } from 'vitest';
import { APP_VERSION, SCROLL_TOP_THRESHOLD, TOPBAR_HEIGHT, TOPBAR_HEIGHT_DENSE } from '../../src/domain/constants';
import { fullscreenSupported } from '../../src/client/layout/admin/FullscreenButton';
import {
  defaultSettings,
  loadSettings,
  sanitizeSettings,
  saveSettings,
  SETTINGS_STORAGE_KEY,
  showsScrollTop,
  topBarHeight,
} from '../../src/client/settings/settings';
import { createAdminTheme } from '../../src/client/themes/admin-theme';
import { contrastRatio, PALETTE_ROLES, PALETTES, relativeLuminance, textOn } from '../../src/client/themes/palettes';
import { MemoryStorage } from '../helpers/memory-storage';

const current = () => {
  const storage = new MemoryStorage();
  storage.setItem('vva_version', APP_VERSION);
  return storage;
};

describe('settings store', () => {
  it('defaults to spec §3', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('vva_settings');
    expect(defaultSettings()).toEqual({
      locale: 'pt',
      dense: true,
      footer: true,
      navbar: { show: true, dense: false, logo: false },
      fullscreen: { show: false, btn: true },
      settingsPanel: { show: false, btn: true },
      theme: { index: 0, dark: false },
    });
    expect(defaultSettings()).not.toBe(defaultSettings());
  });

  it('reads the defaults from empty storage and stamps the version', () => {
    const storage = new MemoryStorage();
    expect(loadSettings(storage)).toEqual(defaultSettings());
    expect(storage.getItem('vva_version')).toBe(APP_VERSION);
  });

  it('round-trips through local storage', () => {
    const storage = current();
    const changed = { ...defaultSettings(), dense: false, footer: false, navbar: { show: true, dense: true, logo: true }, theme: { index: 5, dark: true } };
    saveSettings(changed, storage);
    expect(JSON.parse(storage.getItem('vva_settings')!)).toEqual(changed);
    expect(loadSettings(storage)).toEqual(changed);
  });

  it('clears the stored settings when the stored version differs from 2.0.17', () => {
    const storage = current();
    saveSettings({ ...defaultSettings(), theme: { index: 3, dark: true } }, storage);
    storage.setItem('vva_version', '2.0.16');
    storage.setItem('other_app', 'kept');
    expect(loadSettings(storage)).toEqual(defaultSettings());
    expect(storage.getItem('vva_settings')).toBeNull();
    expect(storage.getItem('vva_version')).toBe(APP_VERSION);
    expect(storage.getItem('other_app')).toBe('kept');
  });

  it('tolerates broken or partial storage', () => {
    const storage = current();
    storage.setItem('vva_settings', '{not json');
    expect(loadSettings(storage)).toEqual(defaultSettings());
    expect(sanitizeSettings({ dense: 'yes', navbar: { logo: true }, theme: { index: 99, dark: true }, locale: 'fr' })).toEqual({
      ...defaultSettings(),
      navbar: { show: true, dense: false, logo: true },
      theme: { index: 0, dark: true },
    });
    expect(loadSettings(undefined)).toEqual(defaultSettings());
  });

  it('sizes the top bar 60 px by default and 121 px in the other toolbar mode', () => {
    expect(topBarHeight(defaultSettings())).toBe(TOPBAR_HEIGHT);
    expect(TOPBAR_HEIGHT).toBe(60);
    expect(topBarHeight({ dense: false })).toBe(TOPBAR_HEIGHT_DENSE);
    expect(TOPBAR_HEIGHT_DENSE).toBe(121);
  });

  it('shows the scroll-to-top button only past 300 px', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(300);
    expect(showsScrollTop(0)).toBe(false);
    expect(showsScrollTop(300)).toBe(false);
    expect(showsScrollTop(301)).toBe(true);
    expect(showsScrollTop(5000)).toBe(true);
  });

  it('offers full screen only where the Fullscreen API is enabled', () => {
    expect(fullscreenSupported(undefined)).toBe(false);
    expect(fullscreenSupported({ fullscreenEnabled: false })).toBe(false);
    expect(fullscreenSupported({ fullscreenEnabled: true })).toBe(true);
  });
});

describe('colour themes', () => {
  it('measures contrast as WCAG does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => relativeLuminance('blue')).toThrow();
  });

  it('are 8, each with a light and a dark set of the 7 roles', () => {
    expect(PALETTES).toHaveLength(8);
    expect(new Set(PALETTES.map((p) => p.key)).size).toBe(8);
    for (const palette of PALETTES) {
      for (const mode of ['light', 'dark'] as const) expect(Object.keys(palette[mode]).sort()).toEqual([...PALETTE_ROLES].sort());
    }
  });

  describe.each(PALETTES.map((p, i) => [i, p.key, p] as const))('theme %i (%s)', (index, _key, palette) => {
    it.each(['light', 'dark'] as const)('%s: white or black text reaches 4.5:1 on every colour', (mode) => {
      for (const role of PALETTE_ROLES) {
        const colour = palette[mode][role];
        const ratio = Math.max(contrastRatio('#ffffff', colour), contrastRatio('#000000', colour));
        expect(ratio, `${mode} ${role} ${colour}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(textOn(colour), colour)).toBe(ratio);
      }
    });

    it.each(['light', 'dark'] as const)('%s: the MUI theme carries those colours with readable text', (mode) => {
      const theme = createAdminTheme('pt', index, mode === 'dark');
      expect(theme.palette.mode).toBe(mode);
      for (const role of ['primary', 'secondary'] as const) {
        expect(theme.palette[role].main).toBe(palette[mode][role]);
        expect(contrastRatio(theme.palette[role].contrastText, theme.palette[role].main)).toBeGreaterThanOrEqual(4.5);
      }
      // Dark mode darkens the page: white text on its background, black on the light one.
      expect(textOn(theme.palette.background.default)).toBe(mode === 'dark' ? '#ffffff' : '#000000');
    });
  });
});
