import torch

kinds = [torch.bool, torch.uint8, torch.int64, torch.float16, torch.float64, torch.complex64]
short = {d: str(d).replace("torch.", "") for d in kinds}
print("| from \\ to | " + " | ".join(short[d] for d in kinds) + " |")
print("|---" * (len(kinds) + 1) + "|")
for src in kinds:
    cells = ["yes" if torch.can_cast(src, dst) else "**no**" for dst in kinds]
    print(f"| {short[src]} | " + " | ".join(cells) + " |")
