/**
 * An in-memory Workspace Commerce API server ({@link com.workspacecommerce.sdk.testing.CommerceSandbox}) for examples and
 * tests. It is a test double built on the JDK's HTTP server and deliberately does not use the SDK, so it can check the
 * SDK from the outside.
 */
package com.workspacecommerce.sdk.testing;
