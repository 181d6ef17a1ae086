package com.workspacecommerce.sdk.testing;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** The six operations of the API, with the names faults and the journal use for them. */
enum Operation {
  LIST_PRODUCTS("products.list", "GET"),
  GET_PRODUCT("products.get", "GET"),
  CREATE_CUSTOMER("customers.create", "POST"),
  UPDATE_CUSTOMER("customers.update", "PUT"),
  CREATE_ORDER("orders.create", "POST"),
  GET_ORDER("orders.get", "GET");

  static final List<String> NAMES =
      List.of(
          "products.list",
          "products.get",
          "customers.create",
          "customers.update",
          "orders.create",
          "orders.get");

  final String operationName;
  final String method;

  Operation(String operationName, String method) {
    this.operationName = operationName;
    this.method = method;
  }

  /** The operation a raw path addresses (whatever the method), or {@code null} for no endpoint. */
  static @Nullable Operation route(String[] segments) {
    // A raw path "/v1/products/x" splits into "", "v1", "products", "x"; empty segments match
    // nothing.
    if (segments.length < 3
        || segments.length > 4
        || !segments[0].isEmpty()
        || !segments[1].equals("v1")) {
      return null;
    }
    boolean item = segments.length == 4;
    if (item && segments[3].isEmpty()) {
      return null;
    }
    switch (segments[2]) {
      case "products":
        return item ? GET_PRODUCT : LIST_PRODUCTS;
      case "customers":
        return item ? UPDATE_CUSTOMER : CREATE_CUSTOMER;
      case "orders":
        return item ? GET_ORDER : CREATE_ORDER;
      default:
        return null;
    }
  }
}
