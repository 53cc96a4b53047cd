/** The session's tokens live in localStorage under the keys the spec names. */
const accessKey = 'accessToken';
const refreshKey = 'refreshToken';

export const tokenStore = {
  getAccess: (): string | null => localStorage.getItem(accessKey),
  getRefresh: (): string | null => localStorage.getItem(refreshKey),
  set(access: string, refresh?: string | null) {
    localStorage.setItem(accessKey, access);
    if (refresh) localStorage.setItem(refreshKey, refresh);
    else localStorage.removeItem(refreshKey);
  },
  clear() {
    localStorage.removeItem(accessKey);
    localStorage.removeItem(refreshKey);
  },
};
