package com.workspacecommerce.sdk.params;

/** The direction of a product listing, sent as {@code sort_order}. The server's default is DESC. */
public enum SortOrder {
  /** Ascending, sent as {@code asc}. */
  ASC("asc"),
  /** Descending, sent as {@code desc}. */
  DESC("desc");

  private final String value;

  SortOrder(String value) {
    this.value = value;
  }

  /**
   * @return the value sent on the wire: {@code asc} or {@code desc}
   */
  public String value() {
    return value;
  }
}
