package com.workspacecommerce.sdk.testing;

/** The journal's JSON trees of one exchange as compact text, for {@link SandboxExactBodiesTest}. */
final class JournalText {

  private JournalText() {}

  static String of(RecordedRequest recorded, boolean request) {
    Object tree = request ? recorded.body() : recorded.responseBody();
    return tree == null ? "(none)" : tree.toString();
  }
}
