# raises: ValueError
import torch
from torch.quasirandom import SobolEngine

e = SobolEngine(2)
e.fast_forward(5)
skipped = e.draw(3)
e.reset()
print("fast_forward(5) then draw(3) == points 5..7:", torch.equal(skipped, e.draw(8)[5:]))

e = SobolEngine(2)
print("draw_base2(3) twice:", tuple(e.draw_base2(3).shape), tuple(e.draw_base2(3).shape))
e = SobolEngine(2)
e.draw(3)
e.draw_base2(2)            # 3 + 4 = 7 points in total: not a power of 2
