/**
 * A name Windows reserves for a device, with any extension (`nul.md`, `COM1.tar.gz`) and blanks
 * before it; Win32 ignores the case. Group 1 is the device. Context packs (path-unsafe) and skill
 * packs (sp) both refuse such names, so a pack checks out and installs the same everywhere.
 */
export const WINDOWS_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3]|CONIN\$|CONOUT\$) *(?:\.|$)/i;
