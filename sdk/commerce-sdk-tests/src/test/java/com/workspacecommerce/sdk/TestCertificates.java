package com.workspacecommerce.sdk;

import okhttp3.tls.HeldCertificate;

/**
 * The certificates of the TLS tests: a private CA, a loopback server certificate it signed, and a
 * second CA that trusts neither. Made once per JVM (key generation is slow).
 */
public final class TestCertificates {
  /** A certificate authority the tests trust on purpose. */
  public static final HeldCertificate CA =
      new HeldCertificate.Builder().certificateAuthority(0).commonName("Test CA").build();

  /** A server certificate for {@code localhost} and {@code 127.0.0.1}, signed by {@link #CA}. */
  public static final HeldCertificate SERVER =
      new HeldCertificate.Builder()
          .commonName("localhost")
          .addSubjectAlternativeName("localhost")
          .addSubjectAlternativeName("127.0.0.1")
          .signedBy(CA)
          .build();

  /** Another authority, which signed nothing the tests serve. */
  public static final HeldCertificate OTHER_CA =
      new HeldCertificate.Builder().certificateAuthority(0).commonName("Other CA").build();

  private TestCertificates() {}
}
