import torch

m = torch.arange(6.0).reshape(2, 3).to_mkldnn()
print("m + m:", (m + m).layout, "| m * 2:", (m * 2).layout, "| relu:", torch.relu(m).layout,
      "| reshape:", m.reshape(3, 2).layout)
conv = torch.nn.Conv2d(3, 4, 3)
out = conv(torch.randn(1, 3, 8, 8).to_mkldnn())
print("Conv2d on an mkldnn input:", out.layout, tuple(out.shape))
tries = [("m[0]", lambda: m[0]), ("m.view(3, 2)", lambda: m.view(3, 2)), ("m.sum()", lambda: m.sum()),
         ("m.numpy()", lambda: m.numpy()), ("m.data_ptr()", lambda: m.data_ptr())]
for name, f in tries:
    try:
        f()
    except (RuntimeError, NotImplementedError, TypeError) as e:
        print(f"{name:13s} -> {type(e).__name__}: {str(e).split(' with arguments')[0].split('. ')[0]}")
print("m.to_dense(torch.bfloat16):", m.to_dense(torch.bfloat16).dtype)
try:
    m.to_dense(torch.float64)
except RuntimeError as e:
    print("m.to_dense(torch.float64) -> RuntimeError, internal assert:", "INTERNAL ASSERT FAILED" in str(e))
print("m.to_dense().to(torch.float64):", m.to_dense().to(torch.float64).dtype)
