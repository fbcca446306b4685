import torch

x = torch.arange(6.0).reshape(2, 3)
for dt in [torch.float32, torch.bfloat16, torch.float16, torch.uint8, torch.int8, torch.float64, torch.int64]:
    try:
        print(f"{str(dt):15s} -> {x.to(dt).to_mkldnn().dtype}")
    except RuntimeError as e:
        print(f"{str(dt):15s} -> RuntimeError: {e}")
print("to_mkldnn(torch.bfloat16) on float32:", x.to_mkldnn(torch.bfloat16).dtype)
try:
    torch.tensor(1.0).to_mkldnn()
except RuntimeError as e:
    print("0-d tensor -> RuntimeError:", str(e).split(". ")[0])
