import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./prerendered-pages";

describe("choosing a prerendered page's encoding", () => {
  it("prefers brotli, then gzip, then none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
  });

  it("honours q=0 as a refusal and * as anything", () => {
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("BR;Q=0, GZIP")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBe("identity");
  });
});
