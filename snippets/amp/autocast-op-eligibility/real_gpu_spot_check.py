# device: cuda
import torch


def ops(x, w):
    y = x @ w
    return {"matmul": y, "softmax": torch.softmax(y, 1), "sum": y.sum(),
            "layer_norm": torch.nn.functional.layer_norm(y, (4,)), "relu": torch.relu(y)}


with torch.autocast("cuda", dtype=torch.float16):  # on a real GPU
    cuda = ops(torch.randn(2, 4, device="cuda"), torch.randn(4, 4, device="cuda"))
    bce = None
    try:
        torch.nn.functional.binary_cross_entropy(torch.rand(3, device="cuda"), torch.rand(3, device="cuda"))
    except RuntimeError as e:
        bce = str(e).splitlines()[0]

print("| op | CUDA autocast (real GPU) |")
print("|---|---|")
for k, v in cuda.items():
    print(f"| `{k}` | {str(v.dtype)[6:]} |")
print(f"| `binary_cross_entropy` | raises: {bce} |")
