# raises: NotImplementedError
import torch

start = torch.tensor([0.0, 10.0])
end64 = torch.tensor([10.0, 20.0], dtype=torch.float64)
for name, args in [("float32 start, float64 end", (start, end64, 0.5)),
                   ("float64 weight tensor", (start, end64.float(), torch.tensor([0.5], dtype=torch.float64)))]:
    try:
        torch.lerp(*args)
    except RuntimeError as e:
        print(name, "->", type(e).__name__, e)
print("float16:", torch.lerp(start.half(), end64.half(), 0.3))
print("0-d float64 weight:", torch.lerp(start, end64.float(), torch.tensor(0.5, dtype=torch.float64)))
torch.lerp(torch.tensor([1, 2]), torch.tensor([3, 4]), 0.5)
