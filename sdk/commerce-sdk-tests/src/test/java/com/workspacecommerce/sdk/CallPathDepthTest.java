package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_MINIMAL;
import static com.workspacecommerce.sdk.TestFixtures.builder;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The SDK frames one synchronous call passes through between the service method and OkHttp, read
 * from a real stack: a guard against the hot path growing layers unnoticed.
 */
class CallPathDepthTest {
  @StartStop final MockWebServer server = new MockWebServer();

  @Test
  void aSyncGetReachesOkHttpThroughFewSdkFrames() {
    server.enqueue(json(ORDER_MINIMAL));
    AtomicReference<StackTraceElement[]> stack = new AtomicReference<>();
    OkHttpClient spying =
        new OkHttpClient.Builder()
            .addInterceptor(
                chain -> {
                  stack.set(new Throwable().getStackTrace());
                  return chain.proceed(chain.request());
                })
            .build();
    try (CommerceClient client = builder(server, "/v1").httpClient(spying).build()) {
      client.orders().get(ORDER_ID);
    } finally {
      spying.dispatcher().executorService().shutdown();
    }
    List<String> hops = new ArrayList<>();
    boolean inOkHttp = true;
    for (StackTraceElement e : stack.get()) {
      String frame = e.getClassName() + "." + e.getMethodName();
      if (inOkHttp) {
        inOkHttp = !frame.equals("okhttp3.internal.connection.RealCall.execute");
        continue;
      }
      if (e.getClassName().startsWith(CallPathDepthTest.class.getName())) {
        break;
      }
      hops.add(frame.substring(frame.lastIndexOf('.', frame.lastIndexOf('.') - 1) + 1));
    }
    System.out.println("sync get, service method to RealCall.execute: " + hops);
    assertThat(hops).as("SDK frames from the service method to OkHttp").hasSizeLessThanOrEqualTo(8);
    assertThat(hops.get(hops.size() - 1)).isEqualTo("OrderOperations.get");
    assertThat(hops.get(0)).isEqualTo("OkHttpTransport.send");
  }
}
