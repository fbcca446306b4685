import torch

x = torch.tensor([-0.7, 0.2, 0.7, float("nan"), float("-inf"), float("inf")])
for dt in [torch.float64, torch.float16, torch.bfloat16]:
    print(f"{str(dt):15}", x.to(dt).hardshrink())
print("0-d:", torch.tensor(0.6).hardshrink(), "| empty:", torch.empty(0, 2).hardshrink().shape)
for t in [torch.tensor([1, 2]), torch.tensor([1 + 1j])]:
    try:
        t.hardshrink()
    except NotImplementedError as e:
        print(f"{t.dtype}: NotImplementedError - {e}")
