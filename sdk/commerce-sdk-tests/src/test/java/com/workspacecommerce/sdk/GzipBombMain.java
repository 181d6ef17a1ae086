package com.workspacecommerce.sdk;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okio.Buffer;

/**
 * Run in a child JVM with a small heap by {@link ResponseSizeLimitTest}: serves a product whose
 * description inflates to 300 MB from a small gzip body, calls it with the default limit, and
 * prints the outcome and the peak heap. Exits 0 only when the SDK's exception ended the call.
 */
public final class GzipBombMain {
  private GzipBombMain() {}

  /**
   * Runs the check.
   *
   * @param args unused
   * @throws Exception on a failure of the test itself
   */
  public static void main(String[] args) throws Exception {
    Buffer compressed = new Buffer();
    try (java.util.zip.GZIPOutputStream gz =
        new java.util.zip.GZIPOutputStream(compressed.outputStream(), 64 * 1024)) {
      gz.write(
          ("{\"id\":\""
                  + TestFixtures.PRODUCT_ID
                  + "\",\"name\":\"n\",\"status\":\"active\","
                  + "\"type\":\"physical\",\"description\":\"")
              .getBytes(java.nio.charset.StandardCharsets.UTF_8));
      byte[] chunk = new byte[1024 * 1024];
      java.util.Arrays.fill(chunk, (byte) 'A');
      for (int i = 0; i < 300; i++) {
        gz.write(chunk);
      }
      gz.write("\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    long wireBytes = compressed.size();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
    String outcome;
    try (MockWebServer server = new MockWebServer()) {
      server.enqueue(
          new MockResponse.Builder()
              .addHeader("Content-Type", "application/json")
              .addHeader("Content-Encoding", "gzip")
              .body(compressed)
              .build());
      server.start();
      try (CommerceClient client = TestFixtures.client(server)) {
        client.products().get(TestFixtures.PRODUCT_ID);
        outcome = "no exception";
      } catch (Throwable t) {
        outcome = t.getClass().getName() + ": " + t.getMessage();
      }
    }
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.println("WIRE_BYTES=" + wireBytes);
    System.out.println("OUTCOME=" + outcome);
    System.out.println("PEAK_HEAP_MB=" + peak / (1024 * 1024));
    System.exit(
        outcome.startsWith("com.workspacecommerce.sdk.errors.ResponseTooLargeException") ? 0 : 1);
  }
}
