package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.AsyncPage;
import com.workspacecommerce.sdk.AsyncProductService;
import com.workspacecommerce.sdk.CommerceResponse;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.ProductOperations;
import com.workspacecommerce.sdk.ProductService;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.spi.JsonType;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * The SDK's product operations, written once: each method checks its arguments, describes the call
 * as an {@link Operation}, and hands it to the mode's runner (see {@link ResourceCalls}). A
 * listing's envelope becomes the mode's page type through a {@link PageMaker}, which also knows how
 * to fetch the following pages.
 *
 * @param <P> the page type the mode makes ({@link Page} or {@link AsyncPage})
 * @param <L> what a listing returns in the mode
 * @param <R> what a get returns in the mode
 * @param <W> the mode's raw view
 */
class ProductCalls<P, L, R, W> extends ResourceCalls<Product, R, W>
    implements ProductOperations<L, R> {
  static final Endpoint LIST =
      new Endpoint(
          "products.list", "GET", "/products", PageBody.typeOf(Product.class), "Page of products");
  static final Endpoint GET =
      new Endpoint("products.get", "GET", "/products/{id}", JsonType.of(Product.class), "Product");

  private static final String[] PRODUCTS = {"products"};

  private final Function<Operation<PageBody<Product>, P>, L> runList;
  private final PageMaker<P> pages;

  private ProductCalls(
      Function<Operation<PageBody<Product>, P>, L> runList,
      Function<Operation<Product, Product>, R> runGet,
      PageMaker<P> pages,
      @Nullable W raw) {
    super(runGet, raw);
    this.runList = runList;
    this.pages = pages;
  }

  @Override
  public L list(ProductListParams params, RequestOptions options) {
    return runList.apply(listOp(params, options, pages));
  }

  @Override
  public R get(String id, RequestOptions options) {
    Checks.uuid(id, "id");
    return run.apply(Operation.of(GET, new String[] {"products", id}, null, options));
  }

  /** {@code GET /products} with the query parameters that were set, in a fixed order. */
  static <P> Operation<PageBody<Product>, P> listOp(
      ProductListParams params, RequestOptions options, PageMaker<P> pages) {
    Checks.notNull(params, "params");
    List<String> query = new ArrayList<>(8);
    if (params.page() != null) {
      query.add("page");
      query.add(params.page().toString());
    }
    if (params.limit() != null) {
      query.add("limit");
      query.add(params.limit().toString());
    }
    if (params.sortBy() != null) {
      query.add("sort_by");
      query.add(params.sortBy());
    }
    if (params.sortOrder() != null) {
      query.add("sort_order");
      query.add(params.sortOrder().value());
    }
    return new Operation<>(
        LIST,
        PRODUCTS,
        query.toArray(new String[0]),
        null,
        options,
        body -> pages.make(body, params, options));
  }

  /** Turns a listing's envelope into the mode's page, which can fetch the pages after it. */
  @FunctionalInterface
  interface PageMaker<P> {
    P make(PageBody<Product> body, ProductListParams params, RequestOptions options);
  }

  /**
   * Builds a page from an envelope, filling what the server left out from what is known: the page
   * asked for, and the neighbours from the page count.
   */
  static <T> Page<T> page(PageBody<T> body, ProductListParams params, IntFunction<Page<T>> next) {
    int requested = params.page() != null ? params.page() : ProductListParams.MIN_PAGE;
    int page = body.page() != null ? body.page() : requested;
    int totalPages = body.totalPages() != null ? body.totalPages() : 0;
    boolean hasNext = body.hasNextPage() != null ? body.hasNextPage() : page < totalPages;
    boolean hasPrevious = body.hasPreviousPage() != null ? body.hasPreviousPage() : page > 1;
    return Page.of(
        page,
        body.size() != null ? body.size() : body.items().size(),
        body.total() != null ? body.total() : 0L,
        totalPages,
        hasNext,
        hasPrevious,
        body.items(),
        body.additionalProperties(),
        next);
  }

  private static ProductListParams pageOf(ProductListParams params, int page) {
    return params.toBuilder().page(page).build();
  }

  /** Pages that fetch the next one with a blocking call, in every sync mode. */
  private record SyncPages(ApiClient api) implements PageMaker<Page<Product>> {
    @Override
    public Page<Product> make(
        PageBody<Product> body, ProductListParams params, RequestOptions options) {
      return page(body, params, n -> api.execute(listOp(pageOf(params, n), options, this)));
    }
  }

  /** Pages whose next one is a future, in every async mode. */
  private record AsyncPages(ApiClient api) implements PageMaker<AsyncPage<Product>> {
    private static final IntFunction<Page<Product>> NO_SYNC_FETCH =
        n -> {
          throw new UnsupportedOperationException("fetch the next page with AsyncPage.nextPage()");
        };

    @Override
    public AsyncPage<Product> make(
        PageBody<Product> body, ProductListParams params, RequestOptions options) {
      return AsyncPage.of(
          page(body, params, NO_SYNC_FETCH),
          n -> api.executeAsync(listOp(pageOf(params, n), options, this)));
    }
  }

  /** Products, blocking. */
  static final class Sync
      extends ProductCalls<Page<Product>, Page<Product>, Product, ProductService.WithRawResponse>
      implements ProductService {
    Sync(ApiClient api) {
      super(api::execute, api::execute, new SyncPages(api), new Raw(api));
    }
  }

  private static final class Raw
      extends ProductCalls<
          Page<Product>, CommerceResponse<Page<Product>>, CommerceResponse<Product>, Void>
      implements ProductService.WithRawResponse {
    Raw(ApiClient api) {
      super(api::executeRaw, api::executeRaw, new SyncPages(api), null);
    }
  }

  /** Products, as futures. */
  static final class Async
      extends ProductCalls<
          AsyncPage<Product>,
          CompletableFuture<AsyncPage<Product>>,
          CompletableFuture<Product>,
          AsyncProductService.WithRawResponse>
      implements AsyncProductService {
    Async(ApiClient api) {
      super(api::executeAsync, api::executeAsync, new AsyncPages(api), new AsyncRaw(api));
    }
  }

  private static final class AsyncRaw
      extends ProductCalls<
          AsyncPage<Product>,
          CompletableFuture<CommerceResponse<AsyncPage<Product>>>,
          CompletableFuture<CommerceResponse<Product>>,
          Void>
      implements AsyncProductService.WithRawResponse {
    AsyncRaw(ApiClient api) {
      super(api::executeAsyncRaw, api::executeAsyncRaw, new AsyncPages(api), null);
    }
  }
}
