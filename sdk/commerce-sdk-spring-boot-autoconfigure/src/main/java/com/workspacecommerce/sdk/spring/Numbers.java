package com.workspacecommerce.sdk.spring;

/** Small numbers as tag values, without a new String per call. */
final class Numbers {
  private static final String[] CACHE = new String[600];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = Integer.toString(i);
    }
  }

  private Numbers() {}

  static String of(int n) {
    return n >= 0 && n < CACHE.length ? CACHE[n] : Integer.toString(n);
  }
}
