import torch

for dt in (torch.uint8, torch.int8, torch.int16, torch.float16, torch.bfloat16, torch.float32):
    x = torch.empty(200_000, dtype=dt).random_()
    print(f"{str(dt):15} random_() -> min {x.min().item():g}, max {x.max().item():g}")
print("int64:  ", torch.empty(2, dtype=torch.int64).random_())
print("float64:", torch.empty(2, dtype=torch.float64).random_())
big = torch.empty(200_000, dtype=torch.float64).random_()
print("float64 all <= 2**53:", bool((big <= 2**53).all()), "| max:", big.max().item())
