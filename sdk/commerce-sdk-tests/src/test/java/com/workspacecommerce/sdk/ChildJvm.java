package com.workspacecommerce.sdk;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

/** The start of a command line for a child JVM that runs the SDK as this run's tests do. */
final class ChildJvm {
  private ChildJvm() {}

  /**
   * This JVM's {@code java} with the run's transport and codec and its class path, ready for the
   * main class and its arguments. C1 only and the serial collector, as surefire's own JVMs: a child
   * lives for seconds, and what the tests measure in it (threads, heap) does not depend on them.
   *
   * @param transport the transport the child's clients use
   * @param jvmOptions further options for the child JVM, such as a heap limit
   * @return a mutable command line
   */
  static List<String> command(String transport, String... jvmOptions) {
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-XX:+UseSerialGC");
    command.addAll(List.of(jvmOptions));
    command.add("-Dcommerce.sdk.transport=" + transport);
    // The codec of the run too (the jdk-stack run sets it).
    String json = System.getProperty("commerce.sdk.json");
    if (json != null && !json.isBlank()) {
      command.add("-Dcommerce.sdk.json=" + json);
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    return command;
  }
}
